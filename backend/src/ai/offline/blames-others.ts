import { speakersSigns } from './speakers-signs.js';
import type { RedFlag } from './red-flags.js';

/**
 * An answer that pushes the problem away and talks down to the people the job serves: "it's not on me ...
 * that's their mess", "half the complaints are people moaning ... it's not my fault", "if you're too nice they
 * walk all over you". One such phrase can be a fair word ("even though it wasn't my fault, I apologised"); two
 * are how the answer goes, and an interviewer fails it.
 */

/** Refusing the problem: "it's not on me", "that's their mess", "there was nothing i could do", "it wastes my time". */
const PASSES_IT_ON: readonly RegExp[] = [
  /\b(not|n't) (really |exactly |actually )?(on me|mine)\b/i,
  /\b(there's|there is|there was) only so much (you|i|we|anyone|one) (can|could) do\b/i,
  /\b(was|is) always (the|my|our|their) ([a-z]+ )?(fault|problem)\b|\balways (the|our) [a-z]+'?s fault\b/i,
  /\bexpect(ed|s)? (me|us) to (fix|sort|deal with|clean up) (it|that|this|them|everything|their)\b/i,
  /\b(was|is) (really |all |entirely )?on (the|them|him|her) ?[a-z]*,? not (on )?(me|us|our|my)\b/i,
  /\b(wasn't|weren't|isn't|aren't) (much|any) (help|use)\b|\b(was|were) no (help|use) at all\b/i,
  /\b(hasn't|hadn't|didn't|haven't) done (his|her|their) (job|bit)\b|\bif (they'd|they had|he'd|he had|she'd|she had) done (their|his|her) job\b/i,
  /\bnot (a|an|my|our) [a-z]+ (problem|issue),? (it's|its|it is|that's) (a|an|their|his|her) [a-z]+ (problem|issue)\b/i,
  /\b(wouldn't|don't|won't|would not|do not) call (that|it|this) my (mistake|fault|error)\b/i,
  /\b(that's|thats|it's|its|that is|it is) (their|his|her) (own )?(mess|problem|lookout|fault)\b/i,
  /\b(it's|its|it is|that's|thats|it was|it wasn't|that wasn't) not my (fault|problem|mess|job)\b|\bnot my (problem|mess)\b/i,
  /\bnothing i (could|can) (do|have done)\b/i,
  /\b(should|should've|should have) (been )?[a-z]+ing (with )?(it|this|that|them)?,? not me\b/i,
  /\b(i'm|i am) not (getting|going to get) (dragged|involved)\b/i,
  /\bwast(e|es|ed|ing) (of )?my time\b/i,
  /\b(not|wasn't|isn't) worth the hassle\b/i,
  // Round 13: "that's their supervisor not me", "that's on whoever hired him not me", "the problem isn't the coaching it's the casting".
  /\b(their|his|her|the) [a-z]+,? not me\b|\bon whoever [a-z ]+ not me\b/i,
  /\bthe problem (isn't|is not|wasn't|was not) [a-z ]+,? (it's|it is|it was) (the|their|his|her)\b/i,
  /\bi (just )?(don't|do not) answer (those|them|their)\b/i,
  // "this is not a technical problem is a people problem", "it was his team", "i did exactly what was asked of me".
  /\b(is|it's|its) not (a|an) [a-z]+ problem,? (it's |its |it is |is )?(a|an) [a-z]+ problem\b/i,
  /\b(it was|that was|because it was) (his|her|their) (team|department|people|staff|lot)\b/i,
  /\bi did (exactly )?what (was|i was) (asked|booked|paid|told)\b/i,
  // Set AV: "this is not our mistake", "that is between him and the tax office not us"; set AW: "it wasnt a prompt issue
  // it was a content issue", "they needed to sort their knowledge base out".
  /\b(this|that|it) (is|was) not our (mistake|fault|problem)\b|\bnot our (fault|mistake|problem)\b/i,
  /\b(that's|that is|it's|it is) between (him|her|them) and [a-z ]{3,30},? not (us|me)\b/i,
  /\b(was|wasn't|isn't|is) not (a|an) [a-z]+ (problem|issue),? (it's |its |it is |it was |is |was )?(a|an) [a-z]+ (problem|issue)\b|\b(wasn't|isn't) (a|an) [a-z]+ (problem|issue),? (it's |its |it is |it was )(a|an) [a-z]+ (problem|issue)\b/i,
  /\b(they|he|she) (needed|need|had|have) to sort (their|his|her) [a-z ]{1,30} out\b/i,
  // Set AU: "its their licence on the line not mine", "thats on them", "the planners didnt help either".
  /\b(their|his|her) [a-z]+ on the line,? not (mine|ours)\b/i,
  /\b(that's|that is|it's|it is) on (them|him|her)\b/i,
  /\b(didn't|did not|don't|do not) help either\b/i,
  // Set AT: "honestly it was not because of us", "that is for the office to explain".
  /\b(it|that|this) (was|is) not because of (us|me)\b|\b(wasn't|isn't|was not|is not) (because of|down to) (us|me)\b/i,
  /\b(that's|that is|it's|it is) for (the office|them|him|her|management|the (\w+ )?(manager|office|client|company|designer|supervisor)) to (explain|sort|deal with|fix|answer)\b/i,
  // Set AR: "i cant chase every one of them round for their money".
  /\bi (can't|cannot) (chase|babysit|nanny) (every|each|all)\b/i,
  /\b(impossible|can't|cannot) (to )?do my job\b/i,
  /\b(a lot of|most of|half of) (that|it|this) is down to (the|them|him|her)\b/i,
  /\b(as usual|like always) nobody\b/i,
  /\beven though i'd (sent|told|said|explained)\b/i,
  // Round 14: "the waste team give you nothing to work with", "they sit on your information request for a fortnight".
  /\bgive (you|us|me) nothing to work with\b/i,
  // Sets AL, AM: "somehow its our fault", "the agency tried to blame us", "that was on them really", "it was his own fault".
  /\bsomehow (it's|its|it is) (our|my) fault\b/i,
  /\btried to blame (us|me)\b/i,
  /\bthat was on (them|him|her)\b/i,
  // Set AO: "it was the departments problem not ours", "the problem was not really my forecast", "this is a sales problem
  // every year is the same with them".
  /\b(problem|fault|mess) not ours\b/i,
  /\bthe problem (was|is) not (really )?my\b/i,
  /\b(is|was) the same with them\b|\bthis is a [a-z]+ problem\b/i,
  /\b(it was|was) (his|her|their) own fault\b/i,
  // Set AZ: "so i just forwarded them the email trail to show it wasnt me", "it wasnt an ad ops problem the sales team had sold it".
  /\b(show|prove|showed|proved) (that )?it (wasn't|was not) (me|us|my fault|our fault)\b/i,
  // Set BE: "its not the offices job to chase every family".
  /\b(it's|its|it is|that's|that is) not (the|our) [a-z]+('s|s)? job to\b/i,
  /\b(it|this|that) (wasn't|was not|isn't|is not) (a|an) ([a-z]+ ){1,2}(problem|issue),? (the|it was the|that was the) [a-z]+\b/i,
  /\bsit(s|ting)? on (your|our|my) ([a-z]+ )?(requests?|emails?|quer(y|ies)|forms?|reports?)\b/i, // Set AJ: "which is typical of them they just do not treat complaints as a priority", "the greenkeeping team had the range mats in such a state".
  /\b(which is|that's|thats|that is) typical of (them|him|her|that lot|that \w+|those \w+)\b/i,
  /\b(don't|do not|never) treat ([a-z]+ ){0,2}as a priority\b/i,
  /\bhad the [a-z ]{1,30} in such a state\b/i,
];

/** Scorn for the people the job serves: "moaning", "they always try this on", "babysit", "they just don't want to help themselves". */
const SCORN: readonly RegExp[] = [
  /\b(moaning|whinging|whining)\b/i,
  /\btry (it|this|that) on\b/i,
  /\bbabysit(ting)?\b/i,
  /\bexpect(ed|s|ing)? the ritz\b/i,
  /\b(don't|do not|didn't) (really )?want to help (themselves|himself|herself)\b/i,
  /\b(idiots?|clueless|pathetic)\b/i,
  /\bpeople like (that|them)\b/i,
  /\bwhich was ridiculous\b/i,
  /\blook mate\b|\bi'm not stupid\b/i,
  /\bto get rid of (him|her|them)\b/i,
  /\b(they|these \w+|them|people|workers|customers|clients) (are|were|is) (very |so |just |really |all )?(lazy|useless|stupid|hopeless)\b/i,
  /\b(don't|won't|do not) waste (my )?time (explaining|talking|telling|arguing)\b/i,
  /\bwhat do they expect\b/i,
  // Set AZ: "they never read a brief properly", "people switch their brains off", "my colleagues are too soft with them",
  // "if she had packed properly she wouldnt be standing there".
  /\b(they|he|she) (just )?never (read|listen to|check|follow)\w* (a|the|their|his|her|my|our|any) \w+ properly\b/i,
  /\bswitch(es|ed)? (their|his|her) brains? off\b/i,
  /\b(are|were|is|was) (far |way |much |a bit )?too soft (with|on) (them|people|him|her|passengers|customers|clients)\b/i,
  /\bif (she|he|they|you) (had|'d) \w+ (it |them )?properly (she|he|they|you) (wouldn't|would not|wouldn't have|would never)\b/i,
  /\bthat's what you get (with|from|for) \w+/i,
  /\bact(ed|s)? (all )?surprised\b/i,
  /\bpeople (just )?(don't|never) (read|listen)\b/i,
  // Set BE: "some parents just dont read a single thing we send".
  /\b(some|most|half the|a lot of) (parents|customers|clients|patients|students|tenants|guests|passengers|residents|families) (just )?(don't|never|do not) (read|listen|check|bother)\b/i,
  /\bwant (you|us|me) to do (it all|everything) for them\b/i,
  /\bhalf (the|of the|of my|my|of) ([a-z]+ ){0,2}(men|women|people|them|[a-z]+s)\b([a-z ]{0,40})\b(don't|didn't|won't|never|can't) (listen|read|bother|care|turn up|show up|tag)\b/i,
  /\b(they|people|customers|clients|passengers|guests|patients|parents|students|tenants)( all)? know exactly what (they're|they are) doing\b/i,
  /\bhear (that|this|the same) (story|excuse|line) \w+ times\b/i,
  /\b(mouthy|gobby|stroppy)\b/i,
  /\bsome people (just )?like to (complain|moan|whinge|kick off)\b/i,
  /\b(from|with) (that|this) sort of (customer|client|person|people|patient|guest|passenger|tenant)\b/i,
  /\b(were|was) even worse\b/i,
  /\b(won't|don't|didn't|wouldn't|never) (even )?(engage|listen to a word)\b/i,
  /\b(were|was|are) (absolutely |completely |totally |just )?(useless|hopeless|clueless)\b/i,
  /\b(the )?(bridesmaids|brides|mothers|mums|parents|customers|clients|guests|tourists|students|kids|people|men|women|drivers|tenants|patients|managers|bosses|staff|new ones|young ones) are the worst\b/i,
  /\bnever done a (shift|day|day's work|job)\b[^.]{0,30}\bin their lives\b/i,
  /\bhalf (the|of the|of my|my) (men|women|people|children|[a-z]+s) (who|that|are|i|come|want|think|just)\b/i,
  /\b(no|yeah|sorry) (darling|sweetheart|love|mate),? (you're|you are|it's|that's)\b/i,
  /\b(know|knows|show|shows) (them )?who's boss\b/i,
  /\bwalk (all )?over (you|me)\b/i,
  /\b(don't|didn't|do not|did not) (really )?bother (chatting|talking|explaining|telling|asking)\b/i,
  // Round 13: "some people you can't please", "most of them would be nowhere without me", "some actors just have tin ears".
  /\bsome people you can't please\b|\byou can't please (some people|everyone|everybody)\b/i,
  /\bnowhere without me\b/i,
  // Set AV: "these site managers they never read the confirmation email", "most of them do not even open their post",
  // "you cannot really win with them".
  /\b(these|those) [a-z ]{0,20}(they )?never (read|listen|open|check)\b/i,
  /\b(do not|don't|never) even open (their|the) (post|mail|letters|emails?)\b/i,
  /\b(can't|cannot) (really )?win with (them|these people|people like)\b/i,
  // Set AR: "you cant help someone who wont help themselves", "you can tell them till youre blue in the face", "a lot of these
  // young people are used to social services doing everything for them".
  /\b(can't|cannot) help (someone|somebody|people|anyone|those|them) (who|that) (won't|will not|don't|doesn't|do not|does not) (help|want to help) (themselves|himself|herself)\b/i,
  /\btill (you're|you are|i'm|i am|i was|we're|we are) blue in the face\b/i,
  /\b(these|those) (young )?(people|kids|lads|tenants|residents|customers|clients|students|parents|patients|families) (are|were) (all )?used to\b/i,
  /\btin ears?\b/i,
  /\b(was|were|are|is) so annoying\b/i,
  /\bif you want (therapy|hand ?holding)\b|\bnot holding (your|their) hand\b/i,
  /\btreat (the|their) [a-z]+ like (a )?(skip|rubbish|dirt)\b/i,
  /\bthese [a-z]+ never\b/i,
  /\bthey clearly never (listened|read|practised|practiced|bothered)\b/i,
  /\b(oh )?there's always one\b/i,
  /\b(go to|try) another (channel|shop|company|agent|provider)\b/i,
  /\bmoan at\b|\bsomeone to moan\b/i,
  /\bthink they know better\b/i,
  /\byou get a lot of that type\b|\bwith [a-z]+ like (this|that|them)\b/i,
  /\b(never|not) going to be happy\b/i,
  /\bthey (don't|do not) (really )?care\b/i,
  /\b(he|she|they) (don't|never) listen\b/i,
  /\blet's face it\b/i,
  /\b(rubbish|garbage) (input|in)\b/i,
  /\bi saw (it|that) coming\b|\bi (had )?(kind of |sort of )?seen (it|that) coming\b/i,
  /\bin a huff\b/i,
  /\b(could tell|obviously|clearly) (he|she|they) (had not|hadn't|never|didn't|did not) (actually |even )?(read|listened to)\b/i,
  /\b(will|would) never be (satisfied|happy) (whatever|no matter what)\b/i,
  /\b(come|came|comes) back (to me )?and blame (the|their|his|her) (coach|teacher|instructor|trainer|tutor|staff|engineer|mechanic)\b/i,
  /\bthey (just )?want a quick fix\b/i,
  /\b(a lot of |most )?(people|they|customers|clients) (has|have) no idea what (they|he|she) want\b/i,
  /\bpeople who actually (turn up|show up|engage|want)\b/i,
  /\bwhich they always do\b/i,
  /\b(panic|moan|complain) about everything\b/i,
  /\bhalf of it is (them|down to them)\b/i,
  /\b(there was|there's) always an excuse\b/i,
  /\b(students|people|kids|customers|clients|patients|parents|tenants) (nowadays|these days) (do |just |all )?(expect|think|want)\b/i,
];

const WHAT = 'pushing the problem onto others and talking down to the people you serve';
const INSTEAD = 'listen, own your part of it, and offer what you can do to put it right';

export function findBlame(answer: string): RedFlag | null {
  const found = speakersSigns(answer, [PASSES_IT_ON, SCORN]);
  const first = found.find((f) => f.fromFirstList) ?? found[0];
  return found.length >= 2 ? { what: WHAT, instead: INSTEAD, sentence: first.sentence, evidence: first.evidence } : null;
}
