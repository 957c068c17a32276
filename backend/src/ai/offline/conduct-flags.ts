import type { FlagRule } from './red-flags.js';

/**
 * Conduct an interviewer fails in any job, said in the plain words every trade shares rather than in one
 * field's terms: a record made to show what did not happen, someone told what is not true, a thing kept
 * from the people who must know, a safety device switched off so the work can go on, going ahead before
 * the check that must come first, and signing off one's own work.
 */

/** What a record is made to show when it is made to look right: "signed it as given", "wrote it up as low risk", "wrote it up as no asbestos detected" (set AR). */
const LOOKS_RIGHT = String.raw`(given|administered|normal|usual|our normal|nil|none|clean|complete|completed|done|checked|intact|compliant|satisfactory|fine|ok|okay|safe|negative|passed|in date|low (risk|priority|suitability)|planned|approved|received on time|clear|all clear|no [\w-]+ (detected|found|present))`;

/** Where a thing left out is left out of: "leave the droppings out of the report". */
const RECORD = String.raw`(report|reports|notes|write-?up|record|records|survey|log|logbook|statement|file|register|minutes|ticket|assessment)`;

/** A device that stops the work when it is unsafe. */
const SAFETY_DEVICE = String.raw`(seat switch(es)?|presence switch(es)?|dead ?man('s)?( switch| handle)?|alarms?|interlocks?|trips?|detectors?|guards?|sensors?|sis|cut-?outs?|e-?stops?|emergency stops?|limiters?|safety (devices?|systems?|switch(es)?|valves?|circuits?|cut-?outs?)|light curtains?|smoke heads?|sounders?|monitors?)`;

/** What must come back before the work may go on. */
const CONFIRMATION = String.raw`(results?|test|tests|scan|scans|check|checks|clearance|permit|confirmation|sign-?off|approval|all[- ]clear|go-?ahead|authori[sz]ation|reading|readings|survey|gas test|atmosphere test|act|inr|bloods|level)`;

/** The work carries on with the device off: "and kept working", "till the morning". */
const GOING_ON = String.raw`\b(and (kept|carried|went|got|cracked) (on|going|working)|and (kept|carry|carried|continued|finished)|(till|until) (the )?(morning|end of the (shift|job|day))|overnight|for the (rest of the|night)|so (we|i) could (keep|carry|finish|get))\b`;

const KEPT_FROM = 'keeping it from the people who must know';

/** The speaker names what they would have to pass on: the secrecy has limits ("I'd have to tell the safeguarding lead"). */
export const BOUNDED_SECRECY =
  /\b(have to|has to|must|need to|needs to|would have to|i'd have to)\s+(share|pass (it )?on|tell|report|know|be told|let \w+ know)\b/i;
const KEPT_FROM_INSTEAD = 'tell the person responsible what happened straight away, and record it';

export const CONDUCT_RULES: FlagRule[] = [
  {
    what: 'changing records to look right',
    instead: 'record what really happened, with the real time and the real name, even when it looks bad',
    pattern: new RegExp(
      [
        String.raw`\bback-?dat(e|ed|es|ing)\b`,
        String.raw`\bdat(e|ed|ing) (it|them|this|that|the [\w-]+( [\w-]+){0,2}) back\b`,
        String.raw`\bso (that )?(it|they|the \w+) (looked|look|looks|would look|'d look) ((like|as if|as though) (it|they) (was|were|had been) ([\w-]+ ){0,2})?(planned|normal|routine|done|complete|fine|right|on time|signed|approved)\b`,
        String.raw`\b(make|made|making) (it|them) look (planned|normal|routine|done|complete|on time|signed|approved|like it was (planned|done|signed|approved|on time))\b`,
        String.raw`\b(wrote|write|writing|logged|log|recorded|record|signed|sign|entered|enter|marked|mark|charted|chart|showed|show|ticked|tick|put|coded|posted) (it|this|that|them|the [\w-]+( [\w-]+){0,2}) (in |down |up |off )?as ${LOOKS_RIGHT}\b`,
        String.raw`\b(his|her|their|the \w+'s) (name|signature|initials) (down )?as (the )?(approver|authori[sz]er|witness|signatory|second checker|checker|assessor)\b`,
        String.raw`\b(updated|changed|amended|altered|edited) (the|my|our) [\w-]+( [\w-]+){0,4} to match\b`,
        // "i just wrote minus eighteen for the afternoon readings", "fill it in ... with a time from before opening so it shows everything was inspected".
        String.raw`\b(wrote|write|put|filled in|fill in|entered|enter) ([\w-]+ ){1,3}for the (afternoon|morning|evening|missing|earlier|other|rest of the) (readings?|checks?|temperatures?|entries|logs?)\b`,
        // "we put the report down as the full system cleaned", "so i put fifty one down": a figure or a job written as it was not.
        String.raw`\bput (the|my|our) (report|sheet|record|log|job) down as\b|\bso i put [a-z]+( [a-z]+)? down because\b`,
        String.raw`\bwith a (time|date) from before\b|\bso (that )?(it|they|the \w+) (shows|showed|show) (everything|it|they|that) (was|were|had been) (inspected|checked|done|complete|fine|signed|tested)\b`,
        // "I added a few line cleans we probably did have to the wastage sheet and that brought it back within tolerance".
        String.raw`\b(brought|got|put|pulled) (it|them|the (count|counts|figures|numbers|stock|variance|total|totals)) (back )?(within|into|in) (tolerance|range|line|budget|spec)\b`,
        String.raw`\b(keep|kept|keeping) the [\w-]+ (sheet|sheets|log|logs|record|records|book|books|count|counts) (a bit |slightly |nice and )?(generous|padded|topped up)\b`,
      ].join('|'),
      'i',
    ),
    // Set BL: "if it's our mistake i correct the band and backdate the effective date": an entitlement put right, not a record faked.
    unless: /\b(our (mistake|error)|my (mistake|error)|correct(ed|ing|s)? (the|it|them|their|his|her)|effective date|entitle\w*|arrears)\b/i,
  },
  {
    what: 'doing the checks only while someone is watching',
    instead: 'do every check the job requires on every shift, and say what you do when time runs short',
    pattern: new RegExp(
      [
        // "when the site manager is around i do it all properly but on a late shift ... i'd skip the gas reading".
        String.raw`\bwhen (the |my |our )?[\w-]+( [\w-]+)? (is|are|was|were) (around|about|watching|on site|in)\b,? (i|we) (do|did) (it|them|everything|the \w+) (all )?properly\b`,
        // "i did the checks properly ... while the parents were watching and then when they went off for coffee i just eyeballed".
        String.raw`\bwhile (the |my |our )?[\w-]+( [\w-]+)? (were|was) (watching|around|there)\b[^.]{0,120}\b(when|once) (they|he|she) (went|left|had gone|were gone|was gone)\b`,
        String.raw`\b(that's|it's|thats|its) (really |just |only |mainly )?for the (audits?|auditors?|inspectors?|inspections?)\b`,
      ].join('|'),
      'i',
    ),
  },
  {
    what: 'telling people what is not true',
    instead: 'tell people the truth, and bring in the person responsible when the truth is hard to give',
    pattern: new RegExp(
      [
        String.raw`\b(tell|told|say|said|assure|assured|reassure|reassured|explain|explained)\b[^.]{0,100}\beven (if|though) (it|they|he|she|we|i|that|the \w+) (hadn't|hasn't|wasn't|isn't|weren't|didn't|haven't|had not|has not|was not|did not)\b`,
        String.raw`\b(let|letting) (him|her|them|the (customer|client|guest|patient|family|buyer|owner|resident|parent)s?) (think|believe|assume|carry on thinking)\b`,
        String.raw`\bnone of (that|it|this|those) had (actually |really )?happened\b`,
      ].join('|'),
      'i',
    ),
  },
  // "I couldn't keep it between us" refuses it: a negation before clears this one.
  {
    what: KEPT_FROM,
    instead: KEPT_FROM_INSTEAD,
    pattern: /\b(keep|kept|keeping) (it|this|that) between (us|ourselves|you and me|the two of us|him and me|her and me)\b/i,
    unless: BOUNDED_SECRECY,
  },
  {
    what: KEPT_FROM,
    instead: KEPT_FROM_INSTEAD,
    pattern: new RegExp(
      [
        String.raw`\bno way (was|am|would|were|i'd|i'm) (i |we )?(telling|going to tell|tell|reporting|report|going to report|ringing|calling|letting on)\b`,
        String.raw`\b(and |probably |just |then )(not|never) (say|mention) anything\b`,
        String.raw`\b(didn't|don't|did not|couldn't|can't) (really )?see (the|any|much) point (in|of) (raising|reporting|logging|telling|flagging|escalating|going to|calling|ringing|recording|filling|writing|mentioning|making)\b`,
        String.raw`\bquietly (delet|remov|bin|binn|chang|amend|correct|swap|swapp|replac|dispos|wip|edit|alter|destroy|shred|ditch|dump|redo|re-?label|relabel|reprint|bury|buri)\w*\b`,
        String.raw`\b(leave|left|leaving) (the|any|those|these|that|all the) [\w-]+( [\w-]+)? out of (the|my|our|their) ([\w-]+ )?${RECORD}\b`,
        String.raw`\b${RECORD}\b[^.]{0,80}\b(leave|left|leaving) (the|any|those|these|that|all the) [\w-]+( [\w-]+)? out\b`,
        String.raw`\b(leave|left|leaving) (the|any|those|these|that|all the) [\w-]+( [\w-]+)? out\b[^.]{0,40}\b${RECORD}\b`,
      ].join('|'),
      'i',
    ),
    negative: true,
    unless: BOUNDED_SECRECY,
  },
  {
    what: 'switching off a safety device to keep the work going',
    instead: 'stop the work, find out why the device tripped or alarmed, and restart only when it is safe and the person responsible agrees',
    pattern: new RegExp(
      [
        String.raw`\b(mute|muted|muting|silence|silenced|silencing|bypass|bypassed|bypassing|override|overrode|overridden|overriding|disable|disabled|disabling|defeat|defeated|inhibit|inhibited) (it|them|the [\w-]+( [\w-]+)?|that [\w-]+( [\w-]+)?|this [\w-]+( [\w-]+)?)\b[^.]{0,60}${GOING_ON}`,
        String.raw`\b(isolate|isolated|isolating|tape over|taped over|jumper out|jumpered out|pin back|pinned back) (the |that |this )?([\w-]+ ){0,2}${SAFETY_DEVICE}\b[^.]{0,60}${GOING_ON}`,
        String.raw`\b(put|putting|place|placed) (the |that |it )?[\w-]*( [\w-]+){0,3} (in|into) bypass\b`,
        // "i bridged the seat switch connector so it would run": a safety cut-out wired out so the machine runs.
        String.raw`\b(bridged|bridge|bridging|jumpered|jumper|linked out|wired out|shorted) (out )?(the |that |its )?([\w-]+ ){0,2}${SAFETY_DEVICE}( connector| plug| wires?)?\b[^.]{0,40}\bso (it|the \w+) (would|will|could) (run|start|work|go)\b`,
        // Set AT: "i put a link across the switch connector so the truck run normal".
        String.raw`\b(put|fitted|fit|put in|added) a (link|jumper|bridge|wire) (across|over|on|in|into) (the |that |its )?([\w-]+ ){0,2}(switch|connector|sensor|interlock|plug)\b[^.]{0,40}\bso (it|the \w+) (would |will |could |can )?(run|runs|start|starts|work|works|go|goes)\b`,
      ].join('|'),
      'i',
    ),
    unless:
      /\b(permit|authori[sz]\w*|approv\w*|sign(ed)?[- ]off|compensating|fire watch|firewatch|engineer (said|agreed|confirmed)|once (it|the \w+) (was|is) (safe|clear))\b/i,
  },
  {
    what: 'going ahead before the check that must come first',
    instead: 'wait for the check or result the job requires before going on, and say so to whoever is pressing you',
    pattern: new RegExp(
      String.raw`\b(wouldn't|won't|didn't|don't|did not|would not|not going to|never) (hold|wait) (for|on|until) (the|a|an|any|that) ([\w-]+ ){0,3}?${CONFIRMATION}\b`,
      'i',
    ),
    negative: true,
  },
  {
    what: 'signing off your own work',
    instead: 'have the work checked and signed off by the person the job names, not by yourself',
    pattern:
      /\b(sign|signed|signing|approve|approved|approving|authori[sz]e|authori[sz]ed|authori[sz]ing|pass|passed) (it|them|this|that|the [\w-]+( [\w-]+)?) (off )?(myself|ourselves)\b|\bsign(ed|ing)? (it |them )?off (myself|ourselves)( as)?\b/i,
  },
];
