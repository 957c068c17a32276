import { sentencesOf } from '../text/sentence-cache.js';
import { contentTokens, stem, subjectStems, tokenize, MONTHS } from '../text/words.js';
import { wordRow } from '../text/word-vectors.js';
import { ASKS_FOR_A_TIME, MOTIVATION, STORY_KINDS, WHAT_MAKES_A_GOOD, type QuestionKind } from './question-kind.js';
import { toldInThePresent } from './told-in-the-present.js';
import { untoldEvent } from './asked-event.js';

/**
 * Whether the text is an answer at all: an experience for a behavioural question, a position
 * with reasons for an opinion, an explanation for a technical one. A definition, advice on how to
 * answer, a job advert, a list of values, a buzzword essay, the question said back, or small talk
 * with the interviewer is a non-answer, however fluent, and cannot score above 2.
 */
export type NonAnswer =
  | 'no-setback'
  | 'definition'
  | 'advice'
  | 'job-ad'
  | 'values-list'
  | 'buzzwords'
  | 'generalities'
  | 'paraphrase'
  | 'chat'
  | 'no-experience'
  | 'pitch'
  | 'evasion'
  | 'other-story'
  | 'no-reason'
  | 'untold-event';

export interface NonAnswerReading {
  kind: NonAnswer;
  /** The words that show it, quoted from the answer. */
  evidence: string;
}

const ADVICE =
  /\b(star method|the way to (play|handle|answer|approach|pitch) (that|this|it)( one)? (in an interview|is)|(that's|that is) what (they're|they are|the panel is|panels are|interviewers are) (listening|looking) for|panels (love|like) (hearing|it)|for (this|that|a|these) (kind|type|sort) of questions?|(for|with) a question like (this|that)|the trick is (not )?to|(admissions )?tutors (really )?(love|like|want|look for)|you should show|the key thing (is|here is) to show|show the (panel|interviewer|interviewers|examiner|examiners|assessor|assessors)|a good (candidate|applicant) (would|will|should)|what (the interviewer|the panel|they)('s| is| are)? (really )?looking for|the (best )?(approach|trick|key|secret) (is|here is) to|(they're|they are|the interviewer is|examiners? (is|are)) (testing|checking|looking for)|(assessors?|examiners?|raters?|interviewers?|markers?) (really |always |usually |generally )?(like|love|only care|care|want|expect|reward)|make sure you (sound|say|mention|use|smile|look)|keep (it|your answer) (under|short|to)|don't (say|mention|worry if)|you want to show|show the interviewer|give an example if you can|start with a (clear )?sentence like|finish with a conclusion|interviewers? (like|want|look for|are looking for)|you (want|need|should|could) to (talk|mention|use|pick|give|say|keep|make sure)|you should (talk|mention|use|pick|give|say)|you could mention|make sure you mention|a good (way|answer) (to answer|is)|when you get asked this|the best answer|don't badmouth|the best way to (answer|approach|handle|tackle|talk about) (this|that|it|a question|these|one)|what you need for this (part|question|one) is|the thing to remember is|(will|would) want to (hear|see) (that|about|how)|so always (finish|end|start) (on|with)|don't (pick|choose|use) (anything|something|a story)|(panels?|recruiters?|hiring managers?|employers?|they) (\w+ ){0,4}(really )?(like|love|want|expect) to (hear|see)|so (it|you) sounds? (credible|good|genuine|natural|confident|professional)|don't make it sound|for this (one|question|part),? you (should|need to|have to|can|want to)|(my teacher|my tutor|the teacher|they) (says?|said|told me|tells? you) (that )?(you have to|you should|you need to)|you should (look at|talk|speak|start|end|finish|describe)|(a|the|this) question like (that|this) is (testing|checking|about|looking)|the (strongest|best|good|weakest|better) answers|(the|one|a good) way to (tackle|answer|approach|handle) (that|this|it|these)|you'd want to (mention|say|talk|show|give|bring up|bring in|highlight|explain|describe|demonstrate|start|open|end|finish|cover|include|structure|sound|come across|pick|choose|stress|emphasi[sz]e|touch on|reference|acknowledge|frame|avoid saying|get across|make (it|the point|clear))\b|if i (were|was) answering|the key to answering|(assessors?|examiners?|interviewers?|panels?|markers?) (are|is) (really )?(looking for|testing|checking)|it (also )?helps to (say|mention)|(drop|lose|pick up|get) (the )?marks|you want to (demonstrate|show|come across|sound|bring up)|(the panel|they|the (interviewers?|examiners?|assessors?|trustees|board)) (will|would) want to (hear|see|know)|it's good to (bring up|mention|say|show)|in an interview you (want|need|should|have) to|(always |usually |really )?(lands|goes down) well|the (trick|best thing|way to handle|thing to do) (with |for )?this one|(always|often|usually) ask this one|keep (the|your) answer to|it helps to have|don't forget to (ask|mention|say|bring)|have (one|an|a second|a couple of|two) (examples?|ones?|answers?|stories) ready|(tutors|investors|panels?|interviewers|assessors|examiners|they) (really )?want to see that you)\b/gi;
const JOB_AD =
  /\b(we're looking for|we are looking for|uncapped commission|company car|career progression|salary|driving licen[cs]e|location:|responsibilities|benefits include|you will (build|work|manage|join|support|be)|award-winning team|the ideal candidate|motivated individual|the successful candidate|competitive salary|full time|part time|requirements?,? |minimum \d+ years|we offer|join our|you will (deliver|be responsible|ensure|lead)|you must be|responsibilities include|apply (now|today)|desirable|essential skills|per annum|award winning team|excellent communication skills|the post ?holder|the (role|post|job) (also )?(involves|includes)|permanent (post|position|contract)|pension scheme|hybrid working|annual leave|you'll (work|manage|join|lead|build|support|deliver|ensure|report)|you'll be|career path|(training|qualifications?) (that are|that's|which (are|is)) recognised|the (role|job|post|position) is (all )?about|you('d| would|'ll| will) be (managing|working|responsible|joining|supporting|leading|reporting|based|expected)|the ideal (person|applicant|candidate|hire)|(a|it's a) (varied|fast-paced|fast paced|exciting|rewarding|busy) (role|position|post)|(in|join) a (growing|friendly|busy|dynamic|small|supportive) team|join (the|our) team|we're a (small|growing|busy|friendly|family|independent|leading)|someone with (experience|a background)|you('d| would|'ll| will) be involved in|full training|(committed|dedicated) to (traditional|the highest|excellence|quality)|the (role|job|post|position) is to|you('d| would|'ll| will) be [a-z]+ing|competitive (package|pay|rates?|benefits|salary)|opportunit(y|ies) for (progression|development|growth)|in return (there's|there is|we|you)|industry[- ]leading|(licen[cs]e|qualification|experience|degree) is an advantage|training (is )?(given|provided)|to work in a fast[- ]paced environment|overtime (is )?available|shift allowance|(the company|the business|the employer) offers?|commitment to equality|enhanced dbs|experience of line management|relevant level \w+ qualification|(you're|you are) looking for (a|an|someone|somebody)|for the right (person|candidate|applicant)|you need to be (reliable|flexible|organised|organized|punctual|physically fit|comfortable|available|confident|willing)|sits within (our|the)|is responsible for (managing|the|all|leading|delivering)|(friendly|growing) (hybrid )?team|as (it says|it said|you said|mentioned) in the advert|(fast[- ]growing|growing) (company|business)|collaborative culture|you want someone (with|who)|days (a week )?in the office|right to work in the uk|part of the package|you need to be (eighteen|18|over)|awards? (\w+ )?scholarships? to|the (scholarships?|fellowships?|bursar(y|ies)|programme|program) (are|is) (for|open to|aimed at)|(scholars|fellows|recipients|awardees) (join|receive|get|are given)|(looks|is looking) for (people|candidates|students|applicants|graduates|leaders) (who|with)|valued at|(outstanding|exceptional|high-achieving) (graduates|students|candidates|applicants))\b/gi;
const DEFINITION =
  /^(\W*(um|uh|so|well|okay|right)\W+)*(an? |the )?[\w' -]{2,40}?(,? (or|also called|also known as) [\w' -]{2,40}?,?|, [\w' -]{2,40}?,)? (is|are|isn't|aren't|is not|are not|refers to|means|is defined as|is known as|also known as)\b( essentially| basically| simply| just| generally| really)? (an? |the |any |when |where )/i;
/** A term of one or two words where the answer opens, then the words given: "correlation means...", "bppv stands for...". */
const termThen = (verbs: string): RegExp =>
  new RegExp(String.raw`^(\W*(um|uh|so|well|okay|right)\W+)*(an? |the )?[\w-]{2,30}( [\w-]{2,30})? (${verbs})\b`, 'i');
/** "Correlation means two measures move together": a term defined, where an update, a view or a plan was asked for. */
const MEANS = termThen('refers to|means|is defined as|stands for');
/** "bppv stands for...": a term spelled out, a definition in any question (where "good service means..." may be a view). */
const EXPANDS = termThen('stands for|is short for|refers to|is defined as');
const CHAT =
  /\b(good (morning|afternoon|evening),? (sir|madam|ma'am)|did you have a (good|nice) (weekend|day|morning)|have you been\?|(very |so )?(hot|cold|rainy|busy) (outside|today)|you must be (very )?busy|thank you for your time|is (this|the) (role|job|position) (hybrid|remote|in the office|full time)|what software does your team|i like your (city|office|country)|(waiting|queued?) (in the queue )?since|before we start|how are you|did you find (the )?parking|how long have you (worked|been)|have you been here long|what was the question|can you repeat|sorry (what|can)|is it okay if i|nice (office|carpet|building)|i love your|i saw on your|that's so nice|that reminds me|what were you asking|you might know (the|it|him|her|them)|(i'm|i am) (just )?curious (what|how|whether|if) you|what's your (rating|handicap|favourite|background))\b/gi;
/** A question of the speaker's own to the listener, not one the speaker reports ("I asked him, are you ok?"). */
const TO_THE_INTERVIEWER =
  /(?:^|,\s)(?:(?:oh|so|and|anyway|sorry|um|well),? )*(?:is (?:it|this|that) (?:your|just me|always|warm|cold|hot|far|the)|are you|do you (?:get|have|like|live|enjoy|work)|have you (?:been|worked|got)|how long have you|did you (?:have|get|find))\b[^?]*\?$/i;
/**
 * Small talk put to the interviewer, punctuated or not: "did you find the traffic okay", "have you been busy", "is that
 * your dog", "how's your week going", "can you hear me okay". Not when the speaker reports it ("i asked her did you
 * take it") and not the generic "you" of a method ("how do you know it's working"). Two of them are in 14 of the 21
 * graded chat answers and in none of the other 2,977 graded answers (round 18).
 */
const ASKS_THE_LISTENER =
  /\b(did you|have you (been|ever|got|had|worked|seen|tried)|are you (from|a|an|busy|still|enjoying|based|local|married|originally)|is (that|this|it) your|how('s| is| was| has) your|do you (get|have|like|live|enjoy|work|know if|mind if|ever)|how long have you|where are you from|how did (that|it|the) go|can you (hear|see) me|were you (at|there|busy|involved|part of)|(haven't|didn't|don't|aren't|weren't|won't) you(?=\?)|before we get (going|started|into it)|any chance of a (coffee|tea|cup|glass|drink)|is it still you|is (that|this) (a )?real|is it still (snowing|raining|sunny|cold|hot)|is it true|do you know (yet|whether|when|where)|is (that|this|it) all your|(um|and|or|so|oh) do you (sell|do|make|buy|run|use|still|usually|mostly|often|guys)|(can|could|may) i (just )?ask\b(?! (him|her|them|the|my|our|if|whether|for))|do you (play|\w+) (it )?yourself|were you [a-z]+ing|(has|did) that (actually |ever )?happen(ed)? (in|to|at|on) (one of )?your|are you [a-z]+ing (all|the|any|it|them)|don't you reckon|are you lot|what's the vibe|(were|are|did|have) you (\w+ ){0,5}(here |there )?yourself|do you get out much|is (that|this) (a )?new (building|office|site|extension|block|wing|shop|sign|logo)|lovely to meet you|is this the same [a-z]+ (where|that)|the parking was|do you know (roughly |exactly )?(how|what|who|if|when)|is there (any )?(catering|parking|lunch|a canteen|coffee|wifi)|is that the [a-z]+( [a-z]+)? over there|i saw on (linkedin|your profile|the website|twitter|instagram)|how was (the|your) (workload|course|commute|weekend|trip|exchange|campus)|what year was that|do you still (keep|work|live|go|see|play|run)|(i'm|i am) asking you all the questions|is (it|the [a-z]+) still (the|doing|open|running|four|going)|what are the [a-z]+ like( now| here)?|do you know (him|her|them)|does the (department|team|school|college|company|office|firm|practice|ward|unit) (do|have|run|use|still|offer)|what's (the )?parking like|on your website|i meant to ask|what's it going to be for|is that right(?=\?)|(is|are) the [a-z]+ still (done|run|made|kept|fed|held|played|going)|how many [a-z]+ (a|per) (season|year|week|month) do)\b/gi;
const REPORTED_BEFORE =
  /\b(asked|(?<!\b(?:can|could|may|might) i (?:just )?)ask|asking|said|say|saying|told|tell|wonder\w*|goes|was like|were like|questions? like|check(ed)? if|whether)\b(\s+\S+){0,6}\s*$/i;

/** The question that starts at `at`, to its question mark or its first ten words. */
function questionAt(answer: string, at: number): string {
  const rest = answer.slice(at);
  const asked = /^[^?.!]{1,100}\?/.exec(rest);
  return asked !== null
    ? asked[0]
    : rest
        .split(/\s+/)
        .slice(0, 10)
        .join(' ')
        .replace(/[,;:]$/, '');
}

/** Where the answer puts small talk or its own questions to the interviewer: each place once. */
function smallTalkIn(answer: string, sentences: readonly string[], asksForQuestions: boolean): string[] {
  const found = new Map<number, string>();
  const note = (at: number, text: string): void => {
    for (const seen of found.keys()) if (Math.abs(seen - at) < 20) return;
    found.set(at, text);
  };
  for (const m of answer.matchAll(CHAT)) note(m.index, m[0]);
  if (!asksForQuestions) {
    for (const sentence of sentences) if (TO_THE_INTERVIEWER.test(sentence)) note(Math.max(0, answer.indexOf(sentence)), sentence);
    for (const m of answer.matchAll(ASKS_THE_LISTENER))
      if (!REPORTED_BEFORE.test(answer.slice(Math.max(0, m.index - 60), m.index))) note(m.index, questionAt(answer, m.index));
  }
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

const BUZZWORDS = new Set(
  `transformation destination unique amazing exceptional philosophy inspire inspiring empowered culture valued engaged
  transparency authenticity alignment disrupt customer-centric data-driven agile mindset energy creativity purpose
  relentless strategic hands-on soul asset gift best-version outstanding motivated results-driven go-getter
  passionate passion journey holistic synergy synergies dynamic innovative empower empowering nurturing foster fostering
  resilient adaptable committed dedication dedicated excellence growth mindset heart inclusive engaging unlock unlocking
  leverage impactful transformative extra mile difference values driven strengths-based person-centred trauma-informed
  collaboration partnership journey thrive outcomes-focused stakeholders best-in-class world-class transformational co-produced
  co-production lens legacy meaningful seamless ecosystem paradigm proactive proactively solution-focused purpose-driven value-driven
  game-changing robust holistically evidence-based best-practice co-creating headwinds pivoted pivot realign leveraged accelerators`.split(/\s+/),
);
const VALUES = new Set(
  `honesty integrity respect trust teamwork communication empathy compassion kindness reliability punctuality loyalty
  hard work hardworking dedication commitment professionalism responsibility accountability fairness patience positivity`.split(/\s+/),
);
/**
 * Putting the question off: "could we maybe come back to that one", "i'd have to see at the time", "it depends really",
 * "nothing major really springs to mind", "i'd probably just see how it goes on the day", "i wouldn't really frame it as".
 */
const EVASION =
  /\b(could we|can we|can i|could i) (maybe |just )?(come back to|skip|pass on|leave) (that|this|it)( one)?\b|\b(i'd|i would|i'll|i will) (have|need) to see (at the time|on the day|when it happens)\b|\bit (all )?depends( really)?\b|\bi (don't|do not) (really )?want to say (something|anything)\b|\bthat's (a|such a) (tricky|tough|hard|difficult|good|big) (one|question)\b|\bit's a (big|tricky|tough|hard|difficult) question\b|\b(go|move|skip) (on )?to the next (question|one)\b|\b(see|look at) (how it is|the situation) (at|on) (the|that) (time|day)\b|\bhandle it depending\b|\bi need to think (about it )?(a little |a bit )?(bit )?more\b|\b(it is|it's) (very |really |quite )?(difficult|hard|tricky) to say\b|\bi (cannot|can't) really say\b|\bi'd rather not (say|answer)\b|\bi (don't|do not) (really )?know what i'd do\b|\bit (would|will|'d|could) (all )?depend\b|\bsee how (it|things) (goes|go|went|turns out)\b|\btake it from there\b|\b(nothing|no one example) (major |really |specific |in particular |particular )?(really )?(springs|comes) to mind\b|\bi('m| am) not sure i (can|could) think of\b|\bi (cannot|can't|can not) (really )?think (of|about) (one|a|an|the|any)\b|\b(if|maybe|perhaps) (we|i) (come|came|could come) back to (it|that|this)\b|\b(careful|cautious) (about )?(going into|getting into|giving) (specifics|details)\b|\bi (wouldn't|would not) (really )?want to say\b|\bi (wouldn't|would not) (really )?(frame|call|put) it (as|like that)\b|\bthat's a (really |very )?(interesting|difficult|tricky|tough|big|hard) (one|question)\b|\b(it's |it is )?(really |very |quite )?hard to (say|pin down|pick (one|just one|a single one))( exactly| really)?\b|\b(i )?(can't|cannot|can not|couldn't) (really )?go into (much|it|any|the)( \w+)?\b|\blessons (were|have been|got) learned\b|\bit was (all )?(handled|dealt with)\b(?! by)|\bthrough the (proper|right|usual) channels\b|\bunder (an |a )?nda\b/gi;
/** A want or a reason of the speaker's, in any words: "because", "i've always", "my dad", "i love", "what draws me". */
const GIVES_A_REASON =
  /\b(because|cause|reason|why|that's what|draws? me|drew me|attract\w*|appeal\w*|suits? me|for me|i('ve| have) always|my (dad|father|mum|mother|uncle|grandad|grandfather|family)|dream|love|loved|enjoy\w*|like|liked|passion\w*|fascinat\w*|interest\w*|want|wanted|wish|hope|excit\w*|keen|rewarding|opportunit\w*|chance|goal|aim|fit|ready to start|good at|suit\w*)\b/i;
/** Qualities named one after another: "the biggest thing is", "second is", "being able to", "third I'd say". */
export const NAMES_QUALITIES =
  /\b(the (biggest|most important|main|first|key|number one) (thing|quality|skill)|(second|third|secondly|thirdly|another|the other)( thing| one)? (is|i'd say|would be)|being able to|you (have|need|got) to be|(is|are) (really |very |so |just as |also )?(important|key|essential|vital)|the main ones|for me,? (it's|it is)|being [a-z]+(ble|ent|ant|ive|ful|ous|al)|being (honest|patient|calm|kind|fair|firm|clear|open|curious|humble|careful|precise|thorough|confident|credible|organised|organized)|(a|an) good [a-z]+er|the important (thing|part) is|is to be [a-z]+)\b/gi;
export const ASKS_FOR_A_SETBACK = /\b(failed|failure|a mistake|an error|went wrong|got (it )?wrong|a setback|didn't go as planned|did not go as planned)\b/i;
/** What a story of a failure or mistake has to tell: something that went wrong, in everyday words for things going wrong ("sagging", "worn", "came loose"). */
export const SETBACK =
  /\b(fail\w*|mistake\w*|wrong|worse|without (checking|looking at|reading|asking|testing)|error\w*|missed|miss|lost|lose|late|slipp\w*|broke\w*|broken|forgot\w*|overlooked|instead of|out by|short|missing|didn't|did not|couldn't|wasn't|weren't|not enough|too (late|much|little|many|few)|problem\w*|complain\w*|angry|upset|embarrass\w*|blam\w*|regret\w*|should have|shouldn't have|underestimat\w*|overestimat\w*|misread|mixed up|mix-up|near miss|caught|spotted|noticed|realis\w*|realiz\w*|discrepanc\w*|delay\w*|behind|crack\w*|leak\w*|burst|jamm\w*|jams?|stuck|fault\w*|defect\w*|damag\w*|crash\w*|stopped working|went down|too (fast|slow|high|low|hot|cold|early|soon|long|thin|thick|loose|tight)|kept [a-z]{3,}ing|sagg\w*|worn|wore (out|through|down)|snapp\w*|bent|warp\w*|peel\w*|rust\w*|seiz\w*|overheat\w*|split|tore|torn|ripp\w*|bliste\w*|corro\w*|flak\w*|buckl\w*|shrank|shrunk|rott\w*|mould\w*|mold\w*|stain\w*|scratch\w*|dent\w*|chipp\w*|smash\w*|shatter\w*|collaps\w*|sank|sunk|came (off|loose|apart)|gave way|fell (off|apart|through|over)|blew|blown|tripp\w*|spill\w*|contaminat\w*|expired|rejected|sent back|returned|not the same|died|cut out|packed up|conked out|drift\w*|separat\w*|deviation|out of (spec|range|tolerance|limits?)|(below|above|under|over) (the |our |its )?(lower |upper |minimum |maximum )?(limit|spec|tolerance|range|threshold)|(?:didn't|did not|doesn't|does not|don't|do not) match|mismatch\w*|incorrect|smoke|smoking|fire (panel|alarm)|alarm (went|was going|started going) off|went off|scorch\w*|flood\w*|power cut|outage|fainted|collapsed|injur\w*|bleeding|fell (down|over|off)|had a fall|weep\w*|(no|not) (\w+ )?(proper|properly|correct|correctly|right|enough)|(grind|ground|cut|rip|strip|tear|take|took|pull|pulled|dig|dug) (it |them )?out|(re-?do|re-?did|re-?done|redo|redid|redone|re-?weld\w*|start\w* (it )?(all )?over))\b/i;
const FIRST_PERSON_PAST =
  /\b(i|we) (?:(?:\w+ly|just|then|also|sort of|kind of|quickly|finally|first) ){0,2}(was|were|had|did|went|got|took|made|found|told|asked|called|rang|said|saw|noticed|checked|spoke|gave|sent|put|ran|kept|stopped|met|led|built|wrote|brought|began|chose|drove|held|knew|left|lost|paid|sold|spent|stood|taught|thought|won|set|sat|[a-z]{2,}ed)\b/gi;
const SITUATION = new RegExp(
  String.raw`\b(last (year|month|week|summer|winter|spring|autumn|term|shift|season|${MONTHS})|(a few|two|three|several|some) (days|weeks|months|years) ago|in (19|20)\d\d|at my (last|previous|current|old|first)|in my (last|previous|current|old|first)|once|one (time|day|night|shift|morning|evening)|on (a|one|the) (\w+ )?(night|shift|job|site|flight|ward|call|visit|inspection|delivery|round)|(in|on|at) one (class|session|lesson|shift|visit|job|meeting|school|site|course|project)|when i (was|worked)|i (work|worked|was working|spent) (for )?(about |almost |nearly )?(one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|several) (years|months) (in|at|as|on|for))\b`,
  'i',
);

const NARRATIVE_PAST = /\b(was|were|had|did|went|got|took|made|found|told|said|saw|gave|sent|put|ran|kept|[a-z]{3,}ed)\b/gi;

export function findNonAnswer(question: string, answer: string, kind: QuestionKind): NonAnswerReading | null {
  const tokens = tokenize(answer);
  if (tokens.length < 12) return null;
  const sentences = sentencesOf(answer);
  const hits = (pattern: RegExp): string[] => [...answer.matchAll(pattern)].map((m) => m[0]);

  // Questions put to the interviewer ("is this your main office then?", "is it warm in here or is it just me?") are small talk too.
  // A role-play that asks the speaker to put questions ("call the store and ask about...") is answered with them.
  const asksForQuestions = /\b(ask (?:the|them|him|her|some|a few|two|three|questions)|role-?play|call (?:the|a)|phone (?:the|a)|enquire|inquire)\b/i.test(
    question,
  );
  const chat = smallTalkIn(answer, sentences, asksForQuestions);
  if (chat.length >= 2) return { kind: 'chat', evidence: chat[0] };
  // Three ways of putting the question off: the question is not answered.
  const evasion = [...new Set(hits(EVASION).map((e) => e.toLowerCase()))];
  // Two are enough when the speaker tells hardly anything they did: "it would depend on so many things ... id probably
  // just see how things went on the day".
  const didLittle = (answer.match(FIRST_PERSON_PAST) ?? []).length < 3;
  if (evasion.length >= 3 || (evasion.length >= 2 && didLittle)) return { kind: 'evasion', evidence: evasion[evasion.length - 1] };
  // "What makes a good sailing instructor?" - "so the best race i ever sailed was...": a story of the speaker's, no
  // quality named, and never the instructor; it answers another question.
  const good = WHAT_MAKES_A_GOOD.exec(question);
  if (good !== null) {
    const one = good[1].trim().split(/\s+/).pop() ?? '';
    const stemmed = one.replace(/(er|or|ist|ian)$/, '');
    const named = new RegExp(`\\b${stemmed.length >= 4 ? stemmed : one}`, 'i').test(answer);
    if (!named && (answer.match(NAMES_QUALITIES) ?? []).length === 0 && (answer.match(FIRST_PERSON_PAST) ?? []).length >= 2)
      return { kind: 'other-story', evidence: good[1].trim() };
  }
  const advice = hits(ADVICE);
  if (advice.length >= 2) return { kind: 'advice', evidence: advice[0] };
  const ad = hits(JOB_AD);
  if (ad.length >= 3) return { kind: 'job-ad', evidence: ad[0] };

  const ownPast = hits(FIRST_PERSON_PAST).length;
  // A told story: the speaker's own past actions, a scene, or one action in a narrative told in the past.
  // The speaker must be in it: "the trusted assessor model was brought in to speed up discharges ... on the ward" has a
  // scene and no I, me, my or we, and tells no time of theirs (set CD; of the 71 graded answers of 30 words or more
  // to a question asking for a time with no such word, none is graded above 3, and the three graded 3 rate 2 already).
  const story =
    SPEAKER.test(answer) && (ownPast >= 2 || SITUATION.test(answer) || (ownPast >= 1 && hits(NARRATIVE_PAST).length >= 4) || toldInThePresent(answer));
  const first = sentences[0] ?? answer;
  if (
    kind !== 'technical' &&
    (kind !== 'description' || !/\b(i|my|me|we|our|i'm|i've)\b/i.test(answer)) &&
    // "so bppv stands for benign paroxysmal positional vertigo ..." to "tell me about a patient with bppv you treated": a term
    // defined, and no I, me or we anywhere, is no story (set CH).
    (DEFINITION.test(first) || (STORY_KINDS.has(kind) ? !SPEAKER.test(answer) && EXPANDS.test(first) : MEANS.test(first))) &&
    // "which we'd call unemployment" is a textbook's "we" (set BP), not the speaker's own.
    !/\b(i|my|our)\b|\bwe\b(?!'d call| call| would call| say| refer| know as)/i.test(first) &&
    // "For me a good harvest day is when the weather is right" answers "what makes a good harvest day": a view, not a definition.
    !(kind === 'opinion' && /\b(me|good|best|ideal|great|right|key|important|main)\b/i.test(first)) &&
    ownPast < 2
  )
    return { kind: 'definition', evidence: first.slice(0, 90) };

  const content = contentTokens(answer);
  const concrete = (answer.match(/\b\d/g) ?? []).length + ownPast;
  const buzzwords = crowdedBy(content, BUZZWORDS, 0.08);
  if (buzzwords && concrete < 2) return { kind: 'buzzwords', evidence: buzzwords };
  // A story told in buzzwords ("we pivoted to a value driven roadmap ... realign the stakeholder ecosystem"): what was done
  // is not said, however many "we did". In none of the graded answers above 2 (round 18).
  const storyInBuzzwords = crowdedBy(content, BUZZWORDS, 0.14);
  if (storyInBuzzwords && !/\d/.test(answer)) return { kind: 'buzzwords', evidence: storyInBuzzwords };
  // "i'm very methodical ... i always think outside the box ... customer satisfaction is my number one priority":
  // beliefs and praise of the speaker, three or more, with nothing done, seen or counted.
  const claims = [...new Set(hits(GENERAL_CLAIMS).map((c) => c.toLowerCase()))];
  if (claims.length >= 3 && concrete < 2) return { kind: 'generalities', evidence: claims.slice(0, 3).join('", "') };
  const values = crowdedBy(content, VALUES, 0.25);
  if (values && concrete < 2) return { kind: 'values-list', evidence: values };

  if (isParaphrase(question, answer)) return { kind: 'paraphrase', evidence: first.slice(0, 90) };
  const pitch = PITCH.exec(answer);
  if (pitch !== null && !ASKS_ABOUT_THE_SPEAKER.test(question) && sharedSubjects(question, answer) === 0) return { kind: 'pitch', evidence: pitch[0] };
  // "i'm a real people person ... i'm super organised ... you'd struggle to find someone more suited to this role": two
  // ways of selling the speaker, where the question asks about something else, are the whole answer, whatever it names.
  const selling = [...new Set(hits(SELLS_THE_SPEAKER).map((h) => h.toLowerCase()))];
  if (selling.length >= 2 && !ASKS_ABOUT_THE_SPEAKER.test(question)) return { kind: 'pitch', evidence: selling[selling.length - 1] };
  // "Why do you want to work at sea?" - "so on my last contract the number two generator tripped ... we had power back
  // in forty minutes": a fine story, and no want or reason of the speaker's anywhere. Of the graded answers to a why-you-
  // want question with none of these words, all 16 are graded 1-2 (round 27, set CM).
  if (MOTIVATION.test(question) && tokens.length >= 30 && !GIVES_A_REASON.test(answer)) return { kind: 'no-reason', evidence: '' };
  if (ASKS_FOR_A_SETBACK.test(question) && story && !SETBACK.test(answer)) return { kind: 'no-setback', evidence: '' };
  if (STORY_KINDS.has(kind) && ASKS_FOR_A_TIME.test(question) && !story) return { kind: 'no-experience', evidence: '' };
  // "Tell me about a time you disagreed with..." answered by a story where nobody disagrees (no story at all is no experience, above): another question's answer.
  const untold = untoldEvent(question, answer);
  if (untold !== null) return { kind: 'untold-event', evidence: untold.what };
  return null;
}

/**
 * A real case of the speaker's own told somewhere in the answer: a scene ("last winter", "at my last school"), three
 * things they did in the past, a story told in the present, or one named in passing ("we had a couple who came the
 * first year", "like last october", "my cousin did his in a care home"). The rubric's 4 needs "a real example"; its 3
 * is "what one would usually do, points without a concrete example".
 */
export function toldACase(answer: string): boolean {
  return (answer.match(FIRST_PERSON_PAST) ?? []).length >= 3 || SITUATION.test(answer) || A_CASE_IN_PASSING.test(answer) || toldInThePresent(answer);
}
/** A case named in passing, beyond the scenes SITUATION reads. */
const A_CASE_IN_PASSING = new RegExp(
  String.raw`\b(we had|i had (one|a|this|that)|at my (school|site|work|centre|shop|hospital|company)|for (example|instance),? (my|at|in|when|last|one|i)|like (my|at|in|when|last|one)|my (cousin|friend|brother|sister|mum|dad|father|mother|uncle|aunt)|when i did|(this|that|it) (actually |once |really |even )?happened (to me|in|last|on|at|once|a)|i once|on my (old|last|previous|first|former) (round|route|patch|beat|run|ward|shift|site|job)|(that|this|it) (actually )?happened,? (and|so) (we|i)|the last one (was|i did|i had|i saw|i fixed|we did|we had)|that's (exactly )?what i did|(last|this) (week|month|year|spring|summer|autumn|winter) (a|an|one|the) [a-z]+ [a-z]+ed|on our ([a-z]+ ){0,2}(app|project|site|system|platform|product|website|contract|build|line|ward)( [a-z]+){0,6} [a-z]{3,}ed)\b`,
  'i',
);

/** A word by which the speakers put themselves in what they tell. */
const SPEAKER = /\b(i|i'd|i'm|i've|i'll|me|my|mine|myself|we|we'd|we're|we've|we'll|us|our|ours|ourselves|id|im|ive)\b/i;

/** "So I think I'd be a good fit for the role": the speaker sold for the job. */
const PITCH =
  /\b(i'?d be (a )?(really )?(good|great|perfect|strong|real) (fit|asset|addition|candidate|match)|i would be (a )?(really )?(good|great|perfect|strong) (fit|asset|addition|candidate|match)|(a )?(good|great|perfect|right) fit for (the|this|your) (role|job|position|team|company)|i'?m (the|a) (right|ideal|perfect|good) (person|candidate|fit)|i'?m ready to start|hire me|why you should (hire|choose|pick) me)\b/i;
/**
 * The speaker sold for the job, in more words: "i'd be a brilliant fit", "i am the right person", "hit the ground running",
 * "that's me", "i'm a real people person", "i'm super organised". Chosen from the graded sets: where the question is not
 * about the speaker, two of them are in 6 answers graded 1-2 and one of them in none graded 3-5 (eval/data/README.md,
 * round 13).
 */
const SELLS_THE_SPEAKER =
  /\b(i'?d be (a )?(really )?(good|great|perfect|strong|real|brilliant|ideal|excellent) (fit|asset|addition|candidate|match)|i would be (a )?(really )?(good|great|perfect|strong|brilliant|ideal|excellent) (fit|asset|addition|candidate|match)|(a )?(good|great|perfect|right|brilliant|ideal) fit for (the|this|your) (role|job|position|team|company|workshop|business)|i('m| am) (the|a) (right|ideal|perfect|good) (person|candidate|fit)|i'?m ready to start|hire me|why you should (hire|choose|pick) me|(you'd|you would) struggle to find (someone|anyone)|(more|better) suited to (this|the) (role|job|position)|hit the ground running|(that's|thats) me\b|i('m| am) (a |an )?(real |very |really |super |incredibly )?(people person|team player|hard worker|quick learner)|i('m| am) (very |really |super )?(reliable|organised|organized|experienced|precise|punctual|hardworking|hard working)( person)?)\b/gi;
/** Questions a pitch answers: why this job, why the speaker, what they bring. */
const ASKS_ABOUT_THE_SPEAKER =
  /\b(yourself|why (do|did|would|should) (you|we)|why (this|our|the) (job|role|company|position|field|career)|your (strengths?|weakness(es)?|background|experience|qualifications?|skills|motivation)|what (would|can|do) you (bring|offer)|right (person|candidate)|suit(ed)? (to|for)|interest(ed)? in|want (to|this))\b/i;

/** How many of the question's subject words the answer says itself; everyday words ("always", "try") are no subject. */
function sharedSubjects(question: string, answer: string): number {
  const said = new Set(contentTokens(answer).map(stem));
  const subjects = subjectStems(question);
  const words = contentTokens(question).filter((w) => subjects.has(stem(w)) && (wordRow(w) < 0 || wordRow(w) >= EVERYDAY_WORDS));
  return new Set(words.map(stem).filter((s) => said.has(s))).size;
}
/** The commonest words, by frequency rank. */
const EVERYDAY_WORDS = 1000;
/**
 * General claims in place of a method or a case: the speaker's praise of themselves ("i'm very methodical", "in my
 * dna", "x factor") and beliefs put as rules ("i really believe", "has to come first", "makes all the difference").
 * Chosen from the graded sets: with fewer than two things done or counted, three of them are in 21 answers graded
 * 1-2 and in none graded 3-5 (eval/data/README.md, round 13).
 */
const GENERAL_CLAIMS =
  /\b(i'm (a |an )?(very |incredibly |really |extremely |quite )?(methodical|creative|disciplined|professional|passionate|detail oriented|detail-oriented|perfectionist|hard ?working|organised|organized|people person|team player|natural \w+)|think(ing)? outside the box|(x|wow) factor|in my dna|positive attitude|problem solving mindset|at the end of the day|number one priority|(give|giving) (my|our) (best|all)|highest standard|thrives? under pressure|i (really |truly |genuinely )?believe|has the power to|makes all the difference|for me it's (all )?about|(deserve|deserves) to be|(have|has) to come first|(is|are) key|the most important (part|thing)|if you genuinely care|i (just )?know when|very good eye|go the extra mile|one of the most important|(?:is|are) everything|(?:ninety|90) (?:percent|per cent|%) (?:in the head|mental|attitude)|the biggest thing is (?:confidence|attitude|mindset|trust|energy)|(?:it's|its|is) (?:really |all )?about the (?:vibe|energy|attitude|mindset|atmosphere)|is (?:actually )?the best teacher)\b/gi;

/**
 * The answer's words of one kind (buzzwords, values) when there are four or more of them and they
 * make at least `share` of its subject words: the first four, as evidence; null otherwise.
 */
function crowdedBy(content: string[], kind: ReadonlySet<string>, share: number): string | null {
  const found = wordsOfKind(content, kind);
  return found.length >= 4 && found.length / Math.max(1, content.length) >= share ? found.slice(0, 4).join(', ') : null;
}

/**
 * The answer's words of one kind, a hyphenated one ("person-centred", "value-driven") read from the two words the
 * tokenizer makes of it, however it was written ("person centred").
 */
function wordsOfKind(content: readonly string[], kind: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (let i = 0; i < content.length; i++) {
    const joined = i + 1 < content.length ? `${content[i]}-${content[i + 1]}` : '';
    if (kind.has(joined)) {
      found.push(joined);
      i++;
    } else if (kind.has(content[i])) found.push(content[i]);
  }
  return found;
}

const NUMBER_WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' ');
/** "sixteen" said for the question's "16" is the question's own word. */
const asFigure = (word: string): string => {
  const at = NUMBER_WORDS.indexOf(word);
  return at >= 0 ? String(at) : word;
};

/** Most of the answer's subject words are the question's own, and the answer says the question back. */
function isParaphrase(question: string, answer: string): boolean {
  // "expectations" said back for "expected", "commissioned" for "commission": one word's family, by its stem's first letters.
  const family = (word: string): string => asFigure(stem(word)).slice(0, 6);
  const asked = new Set(contentTokens(question).map(family));
  const said = contentTokens(answer).map(family);
  if (said.length === 0) return false;
  const fromQuestion = said.filter((s) => asked.has(s)).length / said.length;
  const distinctNew = new Set(said.filter((s) => !asked.has(s))).size;
  // Tested only when it can matter: on a long answer with "should" the pattern backtracks a lot.
  // Said where the answer opens, in one breath ("whether homework should be banned or not"): "students should work part
  // time ... their grades can be worse ... or give private lessons" across an answer is a view argued (set BA's coach).
  const restates = (): boolean => {
    const words = answer.split(/\s+/);
    return RESTATES.test(words.slice(0, 60).join(' ')) || (words.length > 60 && RESTATES.test(words.slice(-30).join(' ')));
  };
  // Nearly half the words the question's, and under 18 others: in none of the graded answers rated 3-5 (round 19).
  // Said back where it opens and again where it ends ("so you're asking how ... so that's the question of how"): the
  // question framed twice, with only its own words between (set BP).
  const words = answer.split(/\s+/);
  const framedTwice = words.length > 40 && RESTATES.test(words.slice(0, 12).join(' ')) && RESTATES.test(words.slice(-14).join(' '));
  return (
    (fromQuestion >= 0.3 && restates()) ||
    (fromQuestion >= 0.2 && framedTwice) ||
    (fromQuestion >= 0.45 && distinctNew < 18) ||
    (fromQuestion >= 0.15 && opensOnTheQuestion(answer))
  );
}

/**
 * "so you want to know how I'd go about explaining to a group of new players...", "i think the question is really about
 * how the things i studied...": the answer opens by saying what the question is, and a sixth or more of its words are
 * the question's, with no figure. All 36 graded answers that open so are graded 1 or 2, the question's words 16-50 % of
 * theirs (round 23: two of them, in sets BW and CA, rated 2.7 and 3.3). A speaker who frames the question and then
 * tells a case in words of their own ("so you're asking about a time... last march on the late run...": 7 %) is not held.
 */
function opensOnTheQuestion(answer: string): boolean {
  return RESTATES_AT_THE_OPENING.test(answer.split(/\s+/).slice(0, 14).join(' ')) && !/\d/.test(answer);
}

/** Words that frame the question ("what you want to know is", "that's the side you're asking about"). */
const QUESTION_FRAMES = String.raw`(the question (really |basically |here )?is|what you want to know is|what we've got here is|what you're asking (me )?is|(so )?you('d like| would like| want) to know (how|what|why|if|whether|about)|(that's|it's) a question about|so (the question|basically it's about)|so (it's|it is) about a time (when|that)|(that's|that is|this is) (the|what) (situation|question|thing|story|kind of thing) (you're|you are) asking (me )?(about|how|what|why|whether|if)|(that's|that is) the question of|(you're|you are) asking (me )?(about|how|what|why|whether|if)|you'd like (to hear|me to (talk|tell)) about|(you're|you are) interested in hearing about|the kind of (project|thing|story|situation|example|time) (you're|you are) (interested in|asking about|after|looking for))`;
/** The question framed where the answer opens. */
const RESTATES_AT_THE_OPENING = new RegExp(String.raw`\b${QUESTION_FRAMES}\b`, 'i');
/**
 * "so this is the kind of case where the two sides have different versions": the case named as a kind, then said back
 * (set CH). Taken as saying the question back only with a third of the words the question's, as "whether" is.
 */
const KIND_OF_CASE = String.raw`(this|that|it)('s| is| was) (the|a|one of those|exactly the) (kind|sort|type) of (case|situation|question|scenario|thing|call|decision|problem)s? (where|when|that|in which)`;
/** Words that say the question back as a question: its frames, or its alternatives ("whether", "should ... be ... or"). */
const RESTATES = new RegExp(String.raw`\b(${QUESTION_FRAMES}|${KIND_OF_CASE}|whether|should\b(?:\s+\S+){0,6}\s+be\b(?:\s+\S+){0,6}\s+or)\b`, 'i');

export function describeNonAnswer(reading: NonAnswerReading): string {
  switch (reading.kind) {
    case 'no-setback':
      return 'The question asks about something that went wrong, and the story tells of nothing that did';
    case 'definition':
      return 'It defines the subject instead of answering what was asked';
    case 'advice':
      return `It gives advice on how to answer ("${reading.evidence}") instead of answering`;
    case 'job-ad':
      return `It reads like a job advert ("${reading.evidence}") rather than your own answer`;
    case 'values-list':
      return `It lists values (${reading.evidence}) without showing any of them in something you did`;
    case 'generalities':
      return `It is made of beliefs and praise of yourself ("${reading.evidence}"), with no method or example of your own`;
    case 'buzzwords':
      return `It is made of general claims (${reading.evidence}) with no example of your own`;
    case 'paraphrase':
      return 'It mostly says the question back in other words';
    case 'chat':
      return `It is small talk with the interviewer ("${reading.evidence}") rather than an answer`;
    case 'no-experience':
      return 'The question asks for a time you did something, and the answer tells no experience of your own';
    case 'pitch':
      return `It tells why you would suit the job ("${reading.evidence}") instead of answering what was asked`;
    case 'other-story':
      return `It tells a story of your own, not what makes a good ${reading.evidence}`;
    case 'no-reason':
      return 'The question asks why you want it, and the answer gives no reason or wish of your own';
    case 'untold-event':
      return `The question turns on ${reading.evidence}, and the answer tells nothing of it`;
    case 'evasion':
      return `It puts the question off ("${reading.evidence}") instead of answering it`;
  }
}
