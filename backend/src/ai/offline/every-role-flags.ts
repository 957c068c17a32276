import type { FlagRule } from './red-flags.js';

// The red flags of every role: what an interviewer in any field fails, however the trade words it (a check skipped
// because it is slow, an error hidden, the person who decides left out, a guard taken off, a risk talked down).

/**
 * The sentence owns up to it or puts it right: "I didn't log it at first, which was a mistake", "I didn't want
 * to bother the doctor at night, but I rang her anyway".
 */
const PUT_RIGHT =
  /\b(mistake|wrong|should have|shouldn't have|learn(ed|t)|lesson|regret|now i always|since then i|never again|owned up|admitted)\b|\bbut\b[^.]{0,60}\b(i|we) (still |then |did |later |anyway )?(rang|called|phoned|told|escalated|reported|woke|bleeped|paged|contacted|informed|logged|recorded|wrote|raised|flagged)\b/i;

/** The call an emergency needs before anyone senior is told. */
const EMERGENCY_CALL =
  /\b(called|rang|phoned|dialled|dialed|call|ring|phone|dial) (for )?(an ambulance|999|911|112|the (fire brigade|fire service|police|coastguard|emergency services))\b|\b(started|start|began|begin) (cpr|chest compressions|resuscitation)\b/;

/** Who an answer must bring in or tell: the person or authority who decides, or who has to know. */
const WHO_DECIDES = String.raw`(manager|supervisor|senior|seniors|vet|named vet|doctor|gp|nurse|nurse in charge|engineer|engineers|designer|producer|officer|officers|traffic officers|police|team leader|lead|lifeboat|helicopter|coastguard|inspector|authority|regulator|compliance team|compliance|dispatcher|controller|pharmacist|dno|network operator|technical manager|safeguarding lead|fire brigade|ambulance|exams officer|line manager|boss|director|prescriber|surgeon|duty manager|site manager|client|owner|anaesthetist|anesthetist|consultant|registrar|paramedic|medic|midwife|charge nurse|headteacher|head teacher|foreman)`;

/** One flag, found two ways: naming the rule and then going round it, or calling it box-ticking (see below). */
const GOING_ROUND_THE_RULE = {
  what: 'knowing the rule and going round it',
  instead: "follow the rule you named, and say so if it costs time or money: a legal or safety duty is not yours or the client's to waive",
};

/** What anyone who takes people shooting is failed for, however the rest is told. */
const GUN_HANDLING = {
  what: 'breaking the basic rules of handling a gun',
  instead:
    'keep the gun unloaded until you are out of the vehicle and ready, shoot only at a target you can see and identify in legal light, and have everyone wear blaze orange',
};

export const EVERY_ROLE: FlagRule[] = [
  {
    // Set CI (CI50, a hunting guide rated 4.4): "keep a round chambered while we're driving the ranch roads", "if we hear
    // something big crashing through the dark timber before legal light i'll let them take the shot". Said to be refused
    // ("we never keep a round chambered in the truck") it is the rule kept.
    ...GUN_HANDLING,
    pattern: new RegExp(
      [
        String.raw`\b(round|rounds|bullet|cartridge|shell)s? (chambered|in the chamber|up the spout)\b[^.]{0,80}\b(driv\w*|truck|vehicle|quad|atv|car|boat)\b`,
        String.raw`\b(keep|kept|keeps|leave|left|leaves) (the |their |your |a |my )?(gun|guns|rifle|rifles|shotgun|shotguns|weapon|weapons) loaded\b[^.]{0,60}\b(driv\w*|truck|vehicle|quad|atv|car|boat|camp|house|cabin)\b`,
        String.raw`\b(hear|heard|hears|hearing)\b[^.]{0,80}\b(before (legal |first )?light|in the dark|can't see|cannot see|without seeing)\b[^.]{0,60}\b(take the shot|shoot|fire|pull the trigger)\b`,
      ].join('|'),
      'i',
    ),
    // "if we hear something in the dark we never take the shot": the rule kept.
    unless: /\b(never|don't|do not|wouldn't|won't|not|no)\b[^.]{0,20}\b(take the shot|shoot|fire|pull the trigger)\b/i,
  },
  {
    // The same guide: "i don't make them wear blaze orange in the timber", "we skip sighting in their rifle".
    ...GUN_HANDLING,
    pattern:
      /\b(don't|do not|never|no need to|without)\b[^.]{0,30}\b(wear|wearing|put on)\b[^.]{0,20}\b(blaze|hunter) orange\b|\b(skip|skipped|skipping|don't bother|no need for)\b[^.]{0,20}\b(sighting in|zeroing)\b/i,
    negative: true,
  },
  {
    what: 'cutting a required step short',
    instead: 'give every step the time the procedure sets (the full soak, the full cure), and tell the customer how long it takes',
    pattern:
      /\binstead of the (full|proper|recommended|required) (soak|cure|curing|contact time|time|test|check|drying|cycle|procedure|inspection|flush|rinse|purge)\b/i,
  },
  {
    what: 'taking the guards off machines',
    instead: "keep every guard on; if a guard slows the work, raise it with the supervisor and the machine's maker, and fix the method, not the guard",
    pattern: new RegExp(
      [
        String.raw`\b(take|took|taken|taking|takes|remove|removed|removing|removes) (off )?(all )?(the |their |its )?([a-z]+ )?(guards?|guarding)( and ([a-z]+ )?guards?)?( off)?\b`,
        // Set AR: "the guard and the pressure pads they was in the way ... so i take them off and i feed the pieces by hand".
        String.raw`\b(guards?|guarding|light curtains?|pressure pads?)\b[^.]{0,80}\b(in the way|got in the way|slow(s|ed)? (me|us|it|everything) down)\b[^.]{0,60}\b(took|take|taking|removed|remove|removing|unbolted|unbolt) (them|it) (off|out)\b`,
      ].join('|'),
      'i',
    ),
    // Put back after the job, or taken off a machine made safe first (isolated, locked off) to mend it: maintenance done right.
    unless:
      /\b(put (them|it|the guards?) back|refitted|refit|replaced them|isolat\w*|lock(ed)?[- ]?(it )?(off|out)|unplugg\w*|powered (it )?down|made (it )?safe)\b/i,
  },
  // Set BH: "if the handrail's in the way for passing stuff over i'd unclip a section for the morning".
  {
    what: 'taking down edge protection to work faster',
    instead: 'leave handrails and barriers in place; if they are in the way, stop and get the scaffold or the method changed by whoever is responsible',
    pattern:
      /\b(handrails?|guard ?rails?|edge protection|toe ?boards?|barriers?)\b[^.]{0,60}\b(unclip|unclipped|unclipping|unbolt\w*|take (it|them|a section|one|a bit) (off|down|out)|took (it|them|a section) (off|down|out)|remove (it|them|a section))\b|\b(unclip|unclipped|unclipping|unbolt\w*|take down|took down|taking down|remove|removed|removing) (a |the |one )?((section|bit|length|part) of (the )?)?(handrail|guard ?rail|edge protection|toe ?board)s?\b/i,
    unless: /\b(scaffolder|competent person|permit|put (it|them) back (straight away|at once|immediately) and)\b/i,
  },
  // Set BL: "break it up with the long bar while the jaw's still running", "a bit of tape over the corner of the sensor which
  // saves resetting it", "isolating and locking off the whole plant ... takes half an hour". Set CH: "the level sensor and
  // the fire unit used to trip on us all the time so we've taped over those".
  {
    what: 'working on a running machine or defeating its safety device',
    instead:
      'stop, isolate and lock off before you reach in or climb on; never tape, wedge or bypass a sensor or interlock, and report one that trips too often',
    pattern:
      /\bwhile (it's|it is|the [\w']+ (is|'s)|the [a-z]+'s) still (running|live|moving|turning|energised|powered)\b|\b(isolating|locking off|lock(ing)? out)\b[^.]{0,80}\btakes? (half an hour|ages|too long|forever|an hour|twenty minutes)\b|\b(tape|taped|tie|tied|wedge|wedged|jam|jammed|bypass\w*|overrid\w*|bridg\w*) (over |up |down |out |off )?(the |a )?((corner|end|front) of the )?(sensor|light curtain|interlock|guard switch|limit switch|alarm|detector)s?\b|\bquicker than (calling|waiting for|getting) the\b|\bsaves? (doing |having to do |getting )?(a |the )?(full )?(isolation|lock[- ]?out|lock[- ]?off|permit)\b|\b(take|taking|took) [\w ]{0,30} (out|off) while (it's|it is|it was) (moving|running)\b|\b(sensors?|interlocks?|alarms?|detectors?|fire (unit|system|suppression)s?|cut-?outs?)\b[^.]{0,80}\b(taped|tape|wedged|bypassed|disabled|unplugged|disconnected|switched off|turned off) (over |out |off )?(those|them|it|both|the lot)\b|\b(cable[- ]?ti(e|ed|es|ing)|zip[- ]?ti(e|ed|es|ing)|tape|taped|taping|wedge|wedged|jam|jammed|bypass\w*|bridg\w*|link(ed)? out) (up |down |out |over )?(the |that |a |its )?([a-z-]+ )?(switch|interlock|sensor|micro-?switch)\b[^.]{0,60}\bso (the|it) ([a-z-]+ )?(thinks|reads|shows|sees)\b/i,
    unless: /\b(never|wouldn't|would not|won't|don't|shouldn't|must not|mustn't)\b[^.]{0,40}\bwhile\b/i,
  },
  {
    // Set CJ (CJ39, an air-con technician): "i just crack the low side schrader and let whatever's left in there blow off
    // into the air saves hooking the machine up and waiting for it to recover".
    what: 'venting refrigerant to the air instead of recovering it',
    instead: 'recover the refrigerant with the recovery machine, find and fix the leak, pressure-test, then recharge and record it',
    pattern:
      /\b(let|lets|letting|vent|vents|vented|venting|blow|blows|blew|release|released|releasing|dump|dumped|dumping)\b[^.]{0,50}\b(blow off|into the (air|atmosphere|sky)|to (the )?atmosphere|to air|out into the air)\b|\bsaves? (hooking|connecting|setting up|using|getting out) (up )?the (recovery )?(machine|unit|rig)\b/i,
    needs: /\b(refrigerant|air ?con\w*|a\/c|schrader|f-?gas|r-?\d{2,4}[a-z]?|recover\w*|recharge|regas|gas)\b/i,
  },
  {
    // Set CL (CL14, a railway signalling technician): "i don't wait for a lookout or a line blockage because that takes ages
    // i just keep an eye out myself", "if the detection still won't make i'll strap it out in the location case so the
    // signal clears".
    what: 'going on the line without protection or strapping out points detection',
    instead:
      'go on the track only with the protection the rules give (a line blockage, or a lookout where allowed), and never strap out detection to clear a signal: trains wait, or pass the points secured and signalled by hand',
    pattern:
      /\b(don't|do not|never|won't|without|no)\b[^.]{0,20}\b(wait(ing)? for|bother(ing)? with|get(ting)?|need(ing)?|ask(ing)? for)? ?(a |the |any )?(lookout|look-out|line blockage|possession|site warden)s?\b[^.]{0,60}\b(takes? (ages|too long|forever)|myself|keep an eye out|trains are loud|slows?)\b|\bstrap(ped|ping|s)? (it|them|the (detection|points|circuit|track circuit)) out\b[^.]{0,60}\bso (the )?(signal|trains?|route)\b/i,
    negative: true,
  },
  {
    what: "keeping a customer's data for yourself",
    instead: "keep a customer's files only where they agreed, on the business's own systems, and delete your working copies once the job is done",
    pattern:
      /\b(i )?(still )?(keep|kept|have|had|hold|held) (a |the |all the |her |his |their )?(cop(y|ies)|backups?|files|photos|data)( of (her|his|their|the customer's|the client's) [a-z]+)? on my (own )?(drive|external drive|computer|laptop|phone|pc|usb|memory stick|stick|hard drive)\b/i,
  },
  {
    what: 'misleading people about what happened',
    instead: 'tell the truth about what happened, record it, and let the people responsible deal with it',
    // A teacher who gets learners "to say a long eee" or "to say each word" is no one covering up (set CG: CG20).
    pattern:
      /\b(tell|told|get|got) (the |my )?(staff|team|others|everyone|them|the lads|colleagues) to say\b(?! (it |them |the \w+ |that )?(back|aloud|out loud|thank you|sorry)| (an? |each |every |their |its |the (word|words|sound|sounds|letter|letters|name|names|vowel|vowels) ))|\bso it looks like (it|we|they|i)\b|\bnobody admits\b|(?<!\b(?:because|cause|cos|'cause|if|when|unless|whether) )\b(patients?|customers?|clients?|guests?|passengers?|they|nobody|no one|the (auditor|inspector|manager)s?) (will |would )?(never|won't|wouldn't|don't|didn't) (notice|know(?= (?:about it|anything|it|that|the difference|any different|any better)\b|[,.]|$)|find out)\b|\bnot on the system\b|\b(my )?private notes\b|\bkeeps? the (numbers|figures|stats) clean\b|\bwithout (filling in|writing up|logging|reporting|recording) (an? |the )?(accident|incident|near miss|report|form)/i,
    negative: true,
  },
  {
    what: 'dismissing the rules and checks of the job',
    instead: 'follow the procedure the job sets, and raise it through the proper route if you think a rule is wrong',
    pattern:
      /\b(don't|do not|never|didn't|wouldn't|won't) (even |really |usually |always |normally |often |generally |ever )?bother (doing|checking|with|to check|testing|reading|writing|recording|logging|noting|filling|digging|looking|measuring|holding|wearing|using|clipping|tying|locking|fitting|signing|washing|cleaning|isolating|guarding|securing)\b|\b(skip|skipped|skipping|skips) (the|a|our|my|[a-z]{2,}ing) ([\w'-]+ ){0,10}(because|as|since|cos) (it|that|they) (takes?|took|would take|adds?|eats?( into)?|wastes?|costs?|slows?)\b|\b(don't|didn't|won't) wait for the [\w-]+,? (we|i) (just|put|go|start|load|dip|send|carry on)\b|\b(i|we) (don't|didn't|never|won't) wait for (it|the [\w-]+) to (touch|earth|discharge|settle|stop|cool|dry|cure|set|drain|vent|clear)\b|\b(put|putting|mix|mixed|mixing|pass|passed|passing|chuck|chucked) (them|it|the [\w-]+ ones) (in|into|back in|back into|in with|with) (the )?(good|passed|ok|okay) (box|bin|ones|parts|stock|batch|pile)\b|\b(are|is) (more of )?(a |just a )?guidelines?\b|\b(inspectors?|auditors?|regulations?|rules?|procedures?|health and safety) (are|is) (way |far |a bit |much )?too strict\b/i,
    negative: true,
  },
  {
    what: 'hiding an error instead of reporting it',
    instead: 'report the error at once to the person responsible, put it right and record it',
    pattern:
      /\b(i'd|i would|i'll|i|we'd|we) (just |usually |then )?(keep|kept|leave|left) ([\w']+ ){0,5}off the (file|record|records|books|report|log)\b|\bjust not mention (them|it|those|that) (in|anywhere)\b|\b((hide|hid|hiding) ((the|my|our|that) (error|mistake|discrepancy|shortfall|loss)|it from)|cover(ed)? (it|this|that|the \w+) up|keep (it|this) quiet|not (tell|mention) (anyone|anybody|my manager|the manager)|nobody (will|would) (notice|know|find out|remember)|(won't|will not|wouldn't) (check|notice|find out))\b/i,
  },
  // The justification gives it away in any field: a check or a report skipped because it is slow, costly or a fuss.
  {
    what: 'putting speed or convenience before the proper procedure',
    instead: 'follow the check or procedure even when it is slower, and raise it through the proper route if you think it is wrong',
    pattern:
      /\bno need to (go through|bother|check|verify|follow|fill|ask|report|tell)\b|\b(skip|skipping|skipped|don't bother with|leave out|leaving out)\b[^.]{0,90}\bbecause (it|that|they) (just |only )?slows?\b|\b(that|it|which|they) (just|only) slows? (things|everything|it|us|the job|you) down\b|\bcan't stop for every\b|\bhide behind (the )?(rules|procedures?|policy)\b|\b(would|will) only (have )?(caused?|made|make) (a lot of |lots of )?(paperwork|fuss|hassle|worry)\b|\b(paperwork|fuss|worry) for nothing\b|\b(stopping|restarting|stopping and restarting)\b[^.]{0,40}\bcosts? (hours|time|money|a fortune)\b|\b(manager|boss|client|director) wants it done\b|\bso it balanced out\b|\b(didn't|did not|don't|won't|wouldn't) (mention|report) (it|this|that|anything) to (the|my|anyone|anybody)\b|\bsigned (the|it|the \w+) (chart|record|log|sheet)? ?as (normal|usual)\b/i,
    negative: true,
  },
  // How an unsafe choice is talked into a sensible one in any field: the caution called an
  // overreaction or a drama, the record called paperwork, the saving named as the reason.
  {
    what: 'talking a risk down to skip the proper step',
    instead: 'treat it by the procedure the job sets and record it as it is, even when that costs time or money',
    pattern:
      /\b(not to|don't|do not|no need to|wouldn't|won't) (over-?react|panic about it|make a (big )?(drama|fuss|thing) (of|out of|about) it)\b|\bnot making a (big )?(drama|fuss) (of|out of|about) (it|this|that)\b|\b(just|only) (creates?|makes?|means?|adds?) (more |extra |a lot of |lots of )?(paperwork|admin|red tape|hassle)\b|\bmakes? (us|me|the (\w+ )?(team|lab|ward|site|shop|department|practice|company)) look bad\b|\bmore (leeway|margin|room) than (people|most people|you'd|you would) think\b|\b(honestly )?(it's|that's|is) (a bit of |just |total |complete )?overkill\b|\b(just|only) a paperwork (thing|issue|exercise|error|mix-?up)\b|\b(a bit|bit of a|a little|too|overly|very) belt and braces\b|\b(saves?|saving) (them|him|her|the (customer|client|owner|patient|family|company)) (the |a |an )(\w+ )?(fee|call-?out|charge|bill|trip)\b|\bno point (sending|calling|ringing|waking|bothering|phoning) (an ambulance|the (doctor|gp|paramedics|on-?call|registrar|consultant|police|engineer|fire brigade)|anyone|999)\b|\bkeep(ing)? the (chain|sale|deal|job|contract) (together|alive|on track)\b(?=[^.]{0,80}\b(skip\w*|without|rather than|instead of|later|after completion|post-completion|(not|don't|didn't|wouldn't|won't) (check|report|tell|flag|mention|raise|chase|ask)\w*)\b)|\bhiding behind (the )?(rules|procedures?|policy|policies)\b|\b(paperwork|checks?|forms?|source of funds)\b[^.]{0,40}\b(post-completion|post completion|after the (sale|event|fact)|when things (are|have) calm(er|ed down))\b|\b(there's |there is |there was )?no point (in )?(calling|ringing|phoning|getting|involving|reporting|logging|stopping|shutting|keeping|throwing|turning|waiting|rejecting|refusing|cancelling|evacuating)\b|\bif (i|we) (called|call|rang|ring|reported|report|flagged|flag|logged|log|raised|raise|escalated|escalate|rejected|reject|refused|refuse|stopped|stop)\w*\b[^.]{0,60}\b(would|'d|will|'ll)\b[^.]{0,60}\b(lose|miss|delay|late|cancel\w*|backlog|cost|shut|investigation|wait|complain\w*|refund\w*|backs? up)\b/i,
    negative: true,
    // "careful not to overreact ... so gather more information and then make a proportionate decision" (set BE's coach):
    // the caution is weighed, and the step taken.
    unless: /\b(proportionate(ly)?|gather(ing)? (more )?information|more context|meets? the threshold)\b/i,
  },
  {
    what: 'pressing on when the conditions say stop',
    instead: 'stop, turn back or wait when the conditions change, and carry on only when it is safe again, whatever the cost of the delay',
    pattern:
      // Set BH: "i'd still launch because you can usually find a gap", "a good pilot finds a way", "closing isn't really an option".
      /\brather than (turn(ing)? back|stop(ping)?|abandon(ing)?|call(ing)? it off|evacuat(e|ing))\b|\b(i'd|i would|we'd|we would) still (launch|go up|fly|take off|dive|climb|sail|set off|head out|go out)\b|\b(a|any) good [a-z]+ (always )?finds a way\b|\b(closing|shutting|cancell?ing|stopping)( it| the \w+)? (isn't|is not|wasn't|was not) (really )?an option\b|\b(can't|cannot|can not) (down tools|stop|shut (it )?down|halt|call it off|hold (it|everything)) every time\b|\b(go|going|went) (down|in|up|ahead|back in) anyway\b|\b(if|when) (it|the \w+|my \w+) (starts?|goes) (beeping|alarming|going off|off)\b[^.]{0,30}\b(we|i) (just )?(crack on|carry on|keep going|keep working|ignore it)\b/i,
    negative: true,
  },
  // Set BN: "blades i'll use again if they still look sharp ... and gloves i leave off for routine nail cutting".
  {
    what: 'reusing single-use items or leaving protective equipment off',
    instead: 'use single-use items once, wear the protective equipment the task sets every time, and say so if a patient or customer objects',
    pattern:
      /\b(blades?|needles?|syringes?|lancets?|scalpels?|razors?|single[- ]use [a-z]+)\b[^.]{0,30}\b(i'll|i|we|we'll|you can) (just )?(use|re-?use) (them |it )?again\b|\b(re-?use|reused|reusing|re-using) (the |my |our )?(blades?|needles?|syringes?|lancets?|scalpels?|single[- ]use)\b|\b(gloves|masks?|aprons?|goggles|harness|helmets?|hard hats?|ear defenders|visors?)\b[^.]{0,20}\b(i|we) (just |usually |normally )?(leave|left|take|took) (them |it )?off\b/i,
    unless: /\b(bin|sharps bin|dispose|disposed|throw (them|it) away|new (blade|needle|pair))\b[^.]{0,20}\b(every|each)\b/i,
  },
  // Set BR: "i take the kill cord off because it keeps pulling out", "a strip of tape over the one beam that keeps going",
  // "the guests usually don't want lifejackets because of their outfits so i don't push it".
  {
    what: 'switching off or taping over a safety device, or letting people go without their protection',
    instead: 'keep every safety device working and every passenger or worker in their protection; if a device trips too often, stop and get it checked',
    pattern:
      /\b(take|took|taking|takes|unclip|unclipped|pull|pulled) (the |my )?kill ?cord (off|out)\b(?! (of )?(him|her|them|the (student|lad|girl|boy|learner|driver|child)))|\bwithout (the |a |my )?kill ?cord\b|\b(tape|taped|taping) over (the |a |one )?([a-z]+ )?(beam|sensor|light curtain|detector|interlock|switch|eye)\b|\b(strip|bit|piece) of tape over (the |a |one )?([a-z]+ )?(beam|sensor|light curtain|detector|interlock|switch|eye)\b|\b(don't|doesn't|didn't|won't) (want|like|wear|put on) (their |the |a |any )?(lifejackets?|life jackets?|helmets?|harness(es)?|seat ?belts?|hard hats?)\b[^.]{0,60}\b(i|so i|we|so we) (don't|didn't|won't) (push|insist|make them|force)\b/i,
    negative: true,
  },
  // Set BQ: "i usually drop the alert threshold to 85 for the chest patients so the system stops pinging".
  {
    what: 'turning an alarm down or off so it stops going off',
    instead: 'leave alarm limits where the protocol sets them, answer each alarm, and raise it with the person in charge if the alarms are too many',
    pattern:
      /\b(drop|dropped|lower|lowered|raise|raised|change|changed|turn|turned|set|silence|silenced|mute|muted|switch|switched)( down| off| up)? (the |their |its )?(alarm|alert|alarms|alerts)( threshold| thresholds| limits?| levels?| settings?)?\b[^.]{0,80}\bso (it|the system|the monitor|the machine|the pump|they|the alarms?) (stops?|doesn't|won't|don't|isn't|aren't) (pinging|alarming|beeping|going off|ringing|bothering)\b/i,
  },
  // Set BG: "you get a feel for it after fifteen years"; set AP: "after eleven years you get a feel for what is going to
  // run, so i just gave it the same"; set T: "i've been doing it for years and never had a fall".
  {
    what: 'trusting years of feel instead of the check',
    instead: 'do the check the job sets every time, however experienced you are: experience tells you where to look, not what to skip',
    pattern:
      /\b(after|with|in) (\w+ ){0,3}years,? you (get|develop|have) a feel\b|\byou (get|develop) a feel for (it|what|when|how)( \w+){0,6} after (\w+ ){0,2}years\b|\b(been doing (it|this|that) for|after) (\w+ ){0,3}years,? and (i've )?never had (a|an|any) (problem|issue|accident|fall|incident|complaint)s?\b/i,
  },
  // Set BU's coach: "we'd skip the photos and the medical history form because nothing's changed since last time ... she
  // can sign the consent on her phone afterwards". A check skipped because the client is known, consent taken after.
  {
    what: 'skipping the checks or the consent because the client is known',
    instead: 'take the history, the checks and the consent before every treatment, however well you know the client',
    pattern:
      /\b(skip|skipped|skipping|skips|leave out|leaving out|don't need|do without) (the|a|our|my|her|his|their) ([\w'-]+ ){0,10}(because|as|since|cos) (nothing('s| has)? changed|(i|we) (already )?know (her|him|them)|(she|he|they)('s| is| are) (a )?regulars?)\b|\b(sign|signs|signed|fill|do|does) (the |a |her |his |their )?(consent|consent form|waiver|medical history|history form)\b(?:(?!\bbefore\b)[^.]){0,40}\b(afterwards|after (the )?(treatment|procedure|session|appointment|injection|it's done|we're done))\b/i,
  },
  // Set BJ: "for insulation resistance i skip it ... and put the readings from the last report in".
  {
    what: 'recording old results instead of testing',
    instead: 'test and record what you find on the day; where a test cannot be done, record it as not done and say why',
    pattern:
      /\b(put|copy|copied|use|used|putting|copying|carry|carried|fill|filled) (in |over )?the (readings|results|figures|numbers|values) from the (last|previous|old|earlier) (report|test|inspection|certificate|visit)\b/i,
  },
  {
    what: 'reporting only when it is serious',
    instead: 'report and record every incident, however small: the person responsible judges how serious it is',
    pattern:
      /\b(only|just) (report|log|record|fill|write|flag|mention|tell|escalat|call|ring|notif)\w*\b[^.]{0,50}\bif\b[^.]{0,60}\b(big|serious|major|really bad|massive|huge|hurt|injured)\b|\b(every|each) (little|small|tiny|minor|near) (spill|slip|mistake|error|incident|cut|bump|thing|miss)\b[^.]{0,40}\b(paperwork|pointless|waste of time|overkill|look bad|clogs?|slows?)\b/i,
    negative: true,
  },
  {
    what: 'going ahead without the person who has to decide or be told',
    instead: 'bring in the person or authority the job names for this, even when it costs time, and record that you did',
    pattern: new RegExp(
      [
        String.raw`\bno need to (get|call|involve|bring in|wait for|contact|ring|phone|inform|loop in) (the|a|an|my|our|their) [a-z]+( [a-z]+)?( out| in)?\b`,
        String.raw`\bif (i|we) (raised|reported|flagged|escalated|mentioned|called|involved|told)\b[^.]{0,60}\b(we'd|we would|it would|that would|i'd|they'd)\b[^.]{0,25}\b(lose|miss|delay|hold up|hold)\b`,
        String.raw`\b(i|we) (didn't|did not|wouldn't|would not|won't) (ring|call|phone|tell|inform|contact|warn|consult)\w* (his|her|their|the|my|our) (\w+ )?(mum|mom|dad|parents?|family|manager|supervisor|gp|doctor|nurse in charge|engineer|designer|team leader|safeguarding lead|owner)\b`,
        String.raw`\b(didn't|did not|wouldn't|would not|won't|don't|didn't want to|don't want to|wouldn't want to) (ring|call|task|bother|wait for|wait on|refer (it )?to|involve|contact|wake( up)?|tell|phone) (the|my|our|a|an) (\w+ )?${WHO_DECIDES}\b`,
        String.raw`\bnobody (has|had|needs|needed) to (bother|call|ring|wake|involve|tell) (the|my|our|a) (\w+ )?${WHO_DECIDES}\b`,
        String.raw`\bwithout (referring|escalating|reporting|passing|taking) (it|this|that|them)( up)? to (the|my|our|a) (\w+ )?${WHO_DECIDES}\b`,
        // Set BK: "rather than holding the job up waiting for the engineer".
        String.raw`\b(hold|holding|held) (the job|things|everything|everyone|it|us|the \w+) up (by )?waiting (for|on) (the|my|our|a|an) (\w+ )?${WHO_DECIDES}\b`,
        String.raw`\brather than (wait(ing)? for|wake|waking( up)?|ring(ing)?|call(ing)?|involv(e|ing)|bother(ing)?) (the|my|our|a|an) (\w+ )?${WHO_DECIDES}\b`,
        String.raw`\b(they'd|they would|he'd|he would|she'd|she would) (just |only |probably )?say no\b`,
        // Set AZ: "we took everything out not waiting for the engineer or the cube results", "she didnt have a letter from
        // her consultant ... so we just went ahead".
        String.raw`\b(not|without|never) waiting for (the|an?|my|our|their) (\w+ )?${WHO_DECIDES}\b`,
        String.raw`(?<=\b(?:didn't|did not|hadn't|had not|doesn't|does not) (?:have|got|get) (?:a|the|any) (?:letter|consent|clearance|permission|approval|sign[- ]?off|go-ahead|referral)\b[^.]{0,90})\b(we|i) (just )?went ahead\b`,
      ].join('|'),
      'i',
    ),
    negative: true,
    // "I didn't wait for my supervisor, I called an ambulance": in an emergency the first call is the right one.
    unless: new RegExp(`${PUT_RIGHT.source}|${EMERGENCY_CALL.source}`, 'i'),
  },
  {
    what: "acting on someone's word instead of verifying it",
    instead: 'verify who they are and what they are entitled to through the proper check before acting',
    pattern:
      /\b(if|as long as) (he|she|they|the caller|the customer|the client) (sounds?|seems?|seemed|sounded) (genuine|legit|honest|trustworthy|nice|ok|okay|fine)\b|\b(take|took|taking) (his|her|their) word for it\b|\bgive (him|her|them) the benefit of the doubt\b|\b(is|are) usually (just )?(a |the )?(parent|relative|family member|friend|husband|wife|son|daughter)\b/i,
  },
  {
    what: 'going ahead as normal after a check has failed',
    instead: 'hold it, record the failed check and get the decision from the person responsible before it goes any further',
    pattern:
      /\b(release|releasing|released|send|sending|proceed|proceeding|carry on|carrying on|use|using|serve|serving|ship|shipping)\b[^.]{0,40}\bas (normal|usual|planned)\b|\bwhether the (\w+ )?(results?|tests?|checks?|certificates?|approvals?|readings?) (are|were|is|was|have|has|come) (back|in|through|done|ok|okay)?\s?or not\b|\b(use|used|serve|served|release|released|fit|fitted|fly|sign(ed)? (it |them )?off) (it |them )?anyway\b/i,
  },
  {
    what: 'putting hazardous waste in the general bin',
    instead: 'contain and dispose of it in the waste stream the job sets for it, and report the spill',
    pattern: /\b(normal|general|regular|ordinary|household|domestic) (waste|bin|rubbish|trash)\b/i,
    needs:
      /\b(?:spill\w*|samples?|biological|biohazard\w*|clinical|sharps?|needles?|syringes?|blood|chemicals?|contaminat\w*|hazardous|asbestos|swabs?|specimens?)\b/i,
  },
  {
    ...GOING_ROUND_THE_RULE,
    pattern:
      /\b(strictly speaking|technically|(?<!\b(?:complain|report|appeal|apply|object|raise (?:it|that|this)|log (?:it|that|this)|escalate (?:it|that|this)|take (?:it|that|this)|make (?:it|that|this)) )officially|on paper|by the book),? (there's|there is|there should be|it's|it is|it should be|you're|you are|we're|we are|i'm|i am|you should|you'd|we should|you need|we need|you have to|we have to|it needs|it has to|the rule is|the policy is)\b|\b(policy|policies|procedure|procedures|rules?|guidance) (was|were|is|are) (written|made) by (people|someone|somebody|managers|folk) (who|that)\b|\bnormally (you'd|we'd|i'd|you would|we would|you should|we should|you're meant to|you are meant to|you're supposed to|you'd have to) (?!think|expect|assume|say|imagine|find|see|get|hear|feel)\w+\b[^.]{0,60}\bbut (i|we)\b/i,
    negative: true,
  },
  // "If it's a quiet morning you can get away with it", "so it still looks like a proper taper from a distance": what the
  // rule asks for is kept only in looks, or dropped where nobody will see.
  {
    ...GOING_ROUND_THE_RULE,
    pattern:
      /\b(you|we|i) (can|could|usually|normally|generally|often) (usually |normally |often |still |easily )?get away with (it|that|this)\b|\bso (it|they) (still )?looks? like (a |the )?proper\b|\b(tenants?|customers?|clients?|residents?|guests?|the (landlord|owner|client|customer)s?) (barely|hardly|never even) notice\b|\bso (the|my|our) (site manager|manager|boss|inspector|supervisor|client|foreman|gaffer|owner|auditor)s? (doesn't|won't|wouldn't|didn't|does not|will not) (moan|notice|see|find out|know|kick off|complain)\b/i,
  },
  // Set AT: "i do six thousand that day and he comes back the next morning for the other six that way it stayed under and he
  // didn't have to fill in all the forms": a required check split round.
  {
    ...GOING_ROUND_THE_RULE,
    pattern:
      /\b(that way|so) (it|the \w+) (stayed|stays|stay|was|is|kept) (just )?(under|below) (the )?(limit|threshold|amount|\d|[a-z]+ thousand)?|\b(that way|so) (he|she|they|the customer|the client) (didn't|did not|wouldn't|would not|doesn't|does not) (have|need) to (fill in|fill out|do|go through|show|provide|answer) (all |any )?(the |those |that )?(forms?|checks|paperwork|id|questions)\b/i,
  },
  // The procedure called box-ticking: "compliance isn't a tick-box exercise" says the opposite, so a negation before it clears it.
  {
    ...GOING_ROUND_THE_RULE,
    pattern:
      /\bfor the sake of (procedure|paperwork|the rules|a form|the form|policy|the policy|protocol|a box)\b|\b(ticking|tick) (risk |the |a |some )?box(es)?\b|\btick-?box\b/i,
  },
  {
    what: 'leaving an incident or error out of the record',
    instead: 'record it as it happened and tell the person responsible straight away, whatever the outcome was',
    pattern:
      /\b(i|we) (didn't|did not|never|wouldn't|would not|won't) (log|report|record|note|write|notify|flag|declare|document)\w*( (it|this|that|them|anything))?( (up|down|in|as))?\b|\b(i|we) (didn't|did not|never|wouldn't|would not|won't) (put|enter) (it|this|that|anything) (in|on|into) (the |my |our )?(\w+ )?(notes|log|record|records|system|book|report|file|register|handover|sheet|diary|chart)\b|\bleft (it|them|this|that|the [\w-]+( [\w-]+)?) (off|out of) (the |my |our |their )?(\w+ )?(report|record|records|notes|diary|log|sheet|file|register|application)\b|\b(i|we) (didn't|did not|wouldn't|would not|won't|never) (raise|file|submit|fill in|complete|put in|open)\w* (a|an|the|any) ([\w-]+ ){0,2}(report|form|ticket|datix|incident|concern|near miss|alert|referral)\b|\b(didn't|did not|doesn't|does not|wouldn't) (need to )?go (in|on|into) the (\w+ )?(book|log|record|sheet|register|system)\b|\b(i|we) (didn't|did not|wouldn't|would not|won't) (mention|say anything about|tell anyone about|raise) (it|this|that)?\s*(to|at|with|in) (the |my |our |anyone|anybody)\w*|\b((i|we) )?(didn't|did not|wouldn't|would not|won't) say anything( to anyone)?\b|\b(i|we) (didn't|did not|wouldn't|would not|won't|never) (put|fit|attach|stick|hang)\w* (up |on )?(the |a |any )?(warning|danger|do not use|out of use|out of order|lockout|lock-out) ?(label|notice|tag|sign|sticker|lock)?\b|\b(keep|kept|keeping) (it|this|that|them) (out of|off) (the |my |our )?(\w+ )?(log|logs|record|records|notes|system|report|book|file|register|minutes)\b|\b(didn't|did not|wouldn't|would not|won't) (mention|tell) (it |this |that )?(to )?(my|the|our) (manager|supervisor|boss|lead|team leader|nurse in charge|senior|engineer|designer|doctor|gp|vet)\b/i,
    negative: true,
    unless: PUT_RIGHT,
  },
  // Asked for a mistake, an interviewer fails the answer that puts it on someone else.
  {
    what: 'blaming others for your own mistake',
    instead: 'own the mistake: say what you did wrong, how you put it right and what you do differently now',
    pattern:
      /\b(it )?(wasn't|was not) (really |entirely |totally |actually )?my fault\b|\banyone (else )?would have (done|made|pulled|missed) (it|that|the same)\b/i,
    negative: true,
    unless: /\b(even though|although|though)\b|\b(took|take) (full |the )?responsibility\b|\bowned (it|up)\b|\bbut i (still )?(apologised|apologized|owned)\b/i,
  },
  {
    what: 'justifying it by how it usually turns out',
    instead: 'follow the procedure the job sets every time: that something usually turns out fine does not make it safe or right',
    pattern:
      /\b(nine|ninety-nine|99|9) (times )?out of (ten|a hundred|100|10)\b|\bi've done (it|this|that) ((that way|like that|this way|the same way)\s*(a few|many)|((that way|like that|this way|the same way)\s*)?(loads of|hundreds of|plenty of|lots of|dozens of|countless|a hundred|thousands of)) times\b|\bnever once (had|taken|lost|hurt|been|had a)\b|\b(none|not one) of (the|my) \w+ (i've|we've) \w+( that way)? (has|have|had) ever\b|\b(no|not one) (patient|client|customer|guest|child|pupil|passenger|one|body) (has|have) ever (come back|complained|had a problem|been hurt|noticed)\b|\bnever (any|been any|had any) comeback\b/i,
    // "Check the nearby locations, because nine times out of ten it's been put away in the wrong bin", "nine times out of
    // ten it's water, so i'd start with where the water could be coming from" (set CN): the usual cause says where to
    // look first, not that the check can be skipped.
    unless:
      /\bout of (ten|a hundred|100|10),? (it's been|it has been|it turns out to be|the cause is|the problem is|it's down to|it's usually|it's in|it's on|it's the|it's) (?!fine|nothing|ok|okay|a false|no problem|all right|alright|harmless|not|just|only)\w+/i,
  },
  // Handing out what is confidential to someone nobody has verified.
  {
    what: 'giving out confidential information without verifying who is asking',
    instead: 'verify the person through the proper process, and give information only to someone entitled to it',
    pattern:
      /\bto whatever (address|number|email|phone)\b|\bread (the new |their |his |her |the )?password\b|\b(turn|turned|switch|switched) off (the )?(multi-factor|mfa|2fa|two-factor)\b|\bno need to (go through )?(all )?(the )?(verification|security|id) (questions|checks)\b/i,
    negative: true,
  },
  {
    what: 'changing records to look right',
    instead: 'record what really happened, even when it looks bad',
    pattern:
      /\b(fudge|fiddle|falsif\w*|backdat\w*|make up|made up|doctor(ed)?) (the )?(figures|numbers|records?|chart|obs|readings?|books|log)\b|\b(chart|record|log) the last normal\b|\blooks? tidy\b|\b(wrote|write|logged|log|recorded|record|signed|sign|entered|enter|marked|mark|put) (it|this|that|them|the [\w-]+( [\w-]+){0,2}) (in |down |up |off )?as (a |an )?(pass|passed|clear|clear and bright|normal|sensor spike|at the limit|both of us|in range|within (spec|limits))\b|\bput it down as\b/i,
  },
  {
    // Set CG: a chair exercise class told "keep going but a bit gentler ... you have to push through" by a resident with chest pain.
    what: 'telling someone with a warning sign (chest pain, dizziness, breathlessness) to carry on',
    instead: 'stop the activity at once, sit them down and stay with them, get medical help (999 for chest pain), and record it',
    needs:
      /\b(chest pains?|pains? in (his|her|their|my) chest|tight(ness)? (in (the|his|her|their) )?chest|dizz\w*|faint\w*|light-?headed|short(ness)? of breath|breathless\w*|can't breathe|head injur\w*|concuss\w*)\b/i,
    pattern:
      /\b(tell|told|get|got|let|have|had|make|made|encourage\w*|keep) (them|him|her|the (\w+ )?(resident|client|patient|member|pupil|learner|player|runner|guest)s?) (to )?(keep going|carry on|carrying on|push through|work through it|walk it off|crack on|finish (the|their) (set|session|class|run|shift))\b|\b(you|they|he|she) (have|has|need|needs) to push through\b/i,
    unless: /\b(once|after|only (if|when)|if|when)\b[^.]{0,50}\b(fine|better|settled|recover\w*|cleared|checked|passed|gone|signed off)\b/i,
  },
  {
    // Set CG: "i've done it for years with bare hands no glasses" beside a pipe at two thousand bar.
    what: 'working without the protective equipment the job needs',
    instead: 'wear the gloves, eye protection or other equipment the task needs every time, and use the tool or test made for the check',
    pattern:
      /\b(i|i've|i'd|i'll|we|we've)\b[^.]{0,60}\b(with (my |our )?bare hands|no (safety )?(glasses|goggles|gloves|visor|mask|harness|ear defenders)|without (any |my |a )?(gloves|goggles|safety glasses|glasses|eye protection|a visor|a mask|ppe|a harness))\b/i,
    unless: PUT_RIGHT,
  },
  {
    // Set CG's coach: "run your hand along the pipes ... you feel the spray ... two thousand bar" is how fluid is injected
    // under the skin, with or without gloves.
    what: 'feeling for a leak on a pressurised line by hand',
    instead: 'find a high-pressure leak with a card or leak-detection method, pressure released where you can, and never put a hand near the spray',
    needs: /\b(leak\w*|spray|mist|pressuri[sz]ed|\d+ bar|thousand bar|psi|hydraulic|injectors?|common[- ]rail)\b/i,
    pattern:
      /\b(run|ran|running|runs|feel|felt|feeling|put|putting|wipe|wiping|pass|passing) (your|my|a|his|her) (bare )?hands? (along|over|round|around|on|under) (the |those |each )?([a-z-]+ )?(pipes?|lines?|hoses?|injectors?|fittings?|rail|unions?|joints?)\b/i,
  },
];
