import { measureRelevance, type Relevance } from '../text/relevance.js';
import { countFillers, type FillerCount } from '@speakwell/words';
import { sentencesOf } from '../text/sentence-cache.js';
import { keptByText } from '../text/kept.js';
import { contentTokens, stem, subjectStems, tokenize, MONTHS } from '../text/words.js';
import { isPastTenseForm } from '../text/language-model.js';
import { isPastVerb } from './past-forms.js';
import { toldInThePresent } from './told-in-the-present.js';
import { cutLongRun, hasNoFullStop } from './spoken-runs.js';

/**
 * What the offline rater notices in an answer. Every marker is kept with the sentence it was
 * found in, so feedback can quote the answer, and a marker only counts when its sentence says
 * something beyond the marker itself.
 */
export interface Quote {
  marker: string;
  sentence: string;
}

export interface AnswerSignals {
  wordCount: number;
  contentWordCount: number;
  /** Distinct subject words the answer adds beyond the question and structure words. */
  newSubjectWords: number;
  relevance: Relevance;
  contextTermsUsed: string[];
  situation: Quote[];
  /** First-person actions in the past ("I asked") or planned ("I would ask"). */
  ownActions: Quote[];
  /** Every step told as "we", none as "I" (see toldAsTeamOnly). */
  teamOnly: boolean;
  /** A story told in the present tense, as many speakers of other languages tell one (see toldInThePresent). */
  presentTense: boolean;
  plannedActions: Quote[];
  results: Quote[];
  lessons: Quote[];
  steps: Quote[];
  reasons: Quote[];
  /** What a step is for, said with "so" ("so drivers get plenty of notice"): the feedback counts it as a reason; the rating does not. */
  purposes: Quote[];
  examples: Quote[];
  positions: Quote[];
  contrasts: Quote[];
  conclusions: Quote[];
  numbers: Quote[];
  names: string[];
  risks: Quote[];
  nextSteps: Quote[];
  /** Structure markers (as written) in sentences with almost nothing else in them. */
  emptyMarkers: string[];
  fillers: FillerCount[];
  fillerTotal: number;
  /** The answer's first sentence, for what it opens with. */
  opening: string | null;
}

/** Words that label structure or outcome without saying anything specific. */
const STRUCTURE_WORDS = new Set(
  `situation task action actions result results outcome lesson lessons goal problem challenge obstacle step steps point reason
  reasons example conclusion summary end finally first second third then next afterwards overall improved improve increased
  increase reduced reduce delivered deliver achieved achieve success successful learned learnt learn took action acted
  percent great good lot team worked work did done helped help since ultimately analysed prioritised aligned managed led
  calmed explained reassured supported escalated talked handled`
    .split(/\s+/)
    .map(stem),
);

const SITUATION =
  /\b((at|in|on) my (last|previous|current|old|first) (unit|ward|school|class|site|shift|placement|branch|hotel|store|shop|airline|company|team|job|role|practice|pharmacy)|on (a|one) (flight|shift|night|night shift|day shift|job|site|call|visit)|(i|we) (had|have) (a|one|this) (patient|customer|guest|pupil|student|client|passenger|resident|family|child|gentleman|lady|man|woman|boy|girl)|when i was|at my (last|previous|current|old|first) (job|company|role|team|position|school)|in my (last|previous|current|old|first) (job|role|position|company|team)|last (year|month|quarter|summer|spring|week)|(a few|two|three|several) (weeks|months|years) ago|while (i was )?working|at the time|i was working|i worked (at|as|on|in)|i was (a|an|the) |(?<!\b(?:at|all at) )once,? |one time|one (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(i|we) had (a|an|this) (young|old|older|elderly|new|little|teenage) [a-z]+ (who|about|aged|in|with|that|from)|there was (a|an|one|this) (lady|man|woman|gentleman|patient|customer|client|guest|pupil|student|resident|boy|girl|child|family|couple|participant|learner|member|guy|bloke|tenant|passenger|driver|farmer|owner|volunteer|colleague|caller|visitor)|when i worked|(two|three|a few|several) (summers|winters|springs|autumns|seasons|christmases) ago)/i;
const OWN_PAST =
  /\b(i|we) (?:also |then |first |quickly |personally |immediately |finally )?((?:led|built|made|took|gave|ran|wrote|spoke|met|set|found|brought|drove|chose|began|grew|cut|sent|told|thought|taught|went|did|got|won|held|kept|put|sold|spent|saw|knew|rebuilt|became|sat|drew|paid|read)|(?:re-|pre-|co-|double-)?[a-z]{3,}ed)\b/gi;
/**
 * A story told in the present tense, as many speakers of other languages tell one ("I go to him, I say
 * sorry, I listen until he finish"): the speaker's own actions count once the answer sets a past scene.
 */
const OWN_PRESENT =
  /\b(i|we) (?:also |then |first |quickly |immediately |finally )?(go|say|give|search|contact|do|make|stay|ask|bring|speak|call|explain|check|tell|send|take|put|listen|show|find|help|move|book|offer|keep|stop|write|talk|phone|ring|walk|start|change|hold|clean|prepare|arrange|organise|organize|fix|test|sit|visit|look for|agree|apologise|apologize|propose|suggest|configure|train|build|rebuild|retrain|set up|install|replace|review|plan|introduce|create|design|run|lead|measure|compare|record|report|share|split|add|remove|update|try|decide|collect|count|teach|meet|email|reduce|escalate|refer|raise|discover|notice|realise|realize)\b/gi;
const PAST_SCENE = new RegExp(
  String.raw`\b(was|were|had|happened|last (year|month|week|summer|winter|spring|autumn|time|${MONTHS})|ago|once|one (day|night|time|morning|evening))\b`,
  'i',
);
const NOT_ACTIONS = new Set([
  'need',
  'wanted',
  'needed',
  'liked',
  'loved',
  'hated',
  'felt',
  'seemed',
  'supposed',
  'tired',
  'interested',
  'excited',
  'worried',
  'scared',
  'bored',
  'tried',
  'learned',
]);
/** "I used to work nights" is a habit; "I used his name" is something the speaker did. */
const USED_TO = /\b(i|we) used to\b/i;
/** "I rang", "we came back": any past-tense form the corpus knows after the speaker, irregular or not. */
const OWN_ANY_PAST = /\b(i|we) (?:also |then |first |quickly |personally |immediately |finally |just )?([a-z]{2,})\b/gi;
/** A step the speaker would take; "i would approach it with a positive attitude", "i'd stay calm" are attitudes, not steps. */
const PLANNED =
  /\b(i would|i'd|i will|i'll|we would|i am going to|i'm going to) (?!(?:approach it|approach this|approach the situation|be |stay |remain |keep calm|keep positive|try my best|always be|just be|do my best)\b)(\w+)/gi;
const RESULT =
  /\b(after that (he|she|they|it|we|things)|(things|it|he|she|they) (were|was) (a lot |much |far )?(better|fine|calmer|quieter|resolved|sorted|safe)|by the end|(he|she|they) (thanked|came back|calmed down|settled|recovered|agreed|apologised|slept|survived|pulled through|qualified|qualify|qualifies|graduated)|\bnow (he|she|they)('s| is| are) (working|living|walking|back|happy|doing (well|great|fine))|(nobody|no one|no-one) (lost|lose|loses|missed|was late|got lost|complained)|\bno (parcels?|orders?|items?|data|money|child|children|customers?|guests?|patients?|passengers?|bags?|deliveries|jobs?) (was |were |got )?(lost|missed|left behind|stayed|stay|went missing)|as a result|result(ed)? (in|was)|the result|in the end|ultimately|the outcome|(we|i|it|they|she|he) (delivered|shipped|launched|reduced|increased|improved|hit|met|saved|won|closed|finished|achieved|exceeded|resolved|fixed|signed|renewed|agreed|went into|came down|dropped|recovered)|which (led|meant|helped|reduced|increased|saved|cut|improved)|(reduced|increased|improved|grew|cut|saved|dropped|raised|lifted|went|rose|fell|jumped|climbed|shrank|doubled|tripled|halved) (\w+ ){0,4}(by|from|to) |on time|ahead of schedule|(went|worked) (well|smoothly)|(?<!\b(?:i|we|she|he|they) )went through (with|first|fine|ok|okay|cleanly|without|on time)|worked out|(actually |even )?came back (a few|a couple of|two|three|some) (days|weeks|months) later|(it|that) worked|ended up|turned out|afterwards|since then|no (repeat|repeats|recurrence|further \w+|more \w+ (since|after))|(dropped|fell|went down|came down|halved) to|so (it|that|this) (couldn't|could not|wouldn't|would not|can't|won't) happen again|(never|hasn't|has not) happened (again|since)|(go|goes|come|comes|fall|falls|drop|drops) (down|up) (from|to)|(go|goes|went|come|comes|came) back (from|to) (about |around |maybe )?(\d|normal|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|under|over|zero|full)|within (\d+|a|an|one|two|three|ten|twenty|thirty|forty) (minutes?|hours?|days?|weeks?)|(?<=(?:^|[,;]|\b(?:and|so|but|then))\s?)within (about |around |maybe |roughly |less than |under )?(\d+|a|an|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|a few|a couple of) (minutes?|hours?|days?|weeks?|months?)|(nobody|no one|no-one) (got|was|were) (hurt|injured|harmed)|no (injury|injuries|harm|damage)\b|no [a-z]+ (was|were) (missed|lost|late|hurt|harmed|damaged)|(got|won|took) (first|second|third|\w+) (prize|place)|(days?|hours?|weeks?) before (the )?(opening|deadline|launch|handover|show|event|pour)|(had |has )?(gone|grown|risen|fallen|dropped) from \w+|(results?|figures?|numbers?|counts?) (was|were) (all )?(correct|right|accurate)|(he|she|they|we|i) pass (\w+ ){0,3}(exam|exams|test|tests|inspection|audit|assessment)|(it|they|we|he|she) (was|were|got) (approved|accepted|granted|signed off)|(the )?first time in (weeks|months|years|ages)|(it|that|they|everything) (worked|ran) (fine|normally|properly|perfectly) again|(didn't|did not) lose (any |their |our |his |her )?(time|place|money|days?|customers?|business)|(was|were|is|it's) (working|running) (again|fine|properly|normally)|(he|she|they|we|i) passed (\w+ ){0,3}(exam|exams|test|tests|grade|course|assessment|inspection|audit)|(total )?(downtime|outage|delay|disruption) was (about |around |only |just |under |less than |roughly )?(\d|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|an? )|\bno (broken|failed|lost|missed|dropped) [a-z]+s? (on|after|the next|that)\b|\bso the next (one|time|[a-z-]+) (took|was|went|ran|only took)\b|(he|she|they|we|i) (got|achieved|earned|gained|was given|were given) (a |an |the )?(distinction|merit|high distinction|first|first-class|full marks|top marks|top grade|highest (mark|grade|score))\b|(finish|finished) (almost |nearly )?(everything|all of it|the job|the lot) (before|by|on time|in time)|(he|she|they|it) (was|were) (put on|moved|discharged|transferred|stable|fine|okay|back|safe|happy|reopened|fixed|signed off)|(he|she|they|it) (did not|didn't|never) (\w+ ){1,2}again|\b(after|within|by) (\w+ ){0,3}(weeks?|months?|days?|sessions?|visits?)\b[^.]{0,40}\b(he|she|they|we|it|i) (could|was able to|were able to|managed to|(was|were) (?!getting worse|still |not )[a-z]{3,}ing)|\bafter (\w+ ){0,2}(days?|weeks?|months?|years?|shifts?),? (we|it|they|he|she|the \w+) (was|were|had|got|have|has) (around |about |like |maybe |only |just |down to |up to )?(\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|under|over|half|down|gone|cleared)|\bby (about |around )?(week|day|month|session|visit) \w+ (she|he|they|we|it) (did|could|was|were|had|managed)\b|\b(the )?(new )?(numbers|results|figures|readings|values|counts) (matched|agreed)\b|\b(came back and |wrote back and |rang back and )?said thank(s| you)\b|\b(errors?|complaints?|mistakes?|defects?|returns?|incidents?|waiting times?|the backlog|costs?|sick days|absences?)( in the \w+)? (went|came|have gone|has gone|had gone|had come) down\b|(it|we|they|the \w+) got (more|fewer|far more|twice as many|double the) |\b(about |around |an |a |\w+ )?(minutes?|hours?|days?|weeks?) later\b[^.]{0,40}\b(found|fixed|came|was|were|had|got|passed|arrived)|\b(passed|held|cleared) (a|the|its|every|our) ([\w-]+ ){0,2}(test|tests|inspection|audit|check|retest|trial)\b|\bback to normal (working|service|running|operation)|(he|she|they) (went|got) (home|better)|(we|i|they|it) (were|was) back (above|below|under|over|on|up|within) |on target|(haven't|hasn't|have not|has not) been (caught out|[a-z]+ed) (like that |again )?since|everything (go|goes|went) (quite |really |very )?(smooth|smoothly|well|fine)|(?<!\bwhen )(we|i) got (the|a|an) (new )?(order|contract|deal|offer|place|grant|funding|approval|sign-off|go-ahead)\b|\bno more ([a-z]+ )?(calls|complaints|jams|faults|problems|issues|incidents|breakdowns|returns|falls|alarms|errors)\b|\b(were|was|is|are) back (running|up and running|in service|online|on track|on schedule)\b|\b(was|were) (down|up) (by )?(about |around |nearly |almost |over |under )?(\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|half)\b|\bcame out as the (most|best|top)\b|\b(come|comes|came|went|go|goes) back (to )?normal\b|\bwith (no|zero) (resets?|errors?|failures?|faults?|jams?|complaints?|issues?|problems?|incidents?|defects?|returns?|downtime)\b|\b(played|ran|worked) (fine|perfectly|flawlessly)\b|(he|she|they|it) (was|were) (released|freed|cleared|reunited|rehoused|rehomed)\b|\b(he's|she's|they've|it's|he has|she has|they have|it has) been [a-z ]{1,30}(ever since|since then)\b|\b(it|they|the \w+) went out\b[^.]{0,40}\b(late|on time|early|correct)\b|\bthe (re-?test|test|audit|inspection|trial|rerun)s? passed\b|\b(only|just) came back with (one|two|three|a few|a couple of|\d+) (small |minor )?(changes?|corrections?|notes?|comments?|queries|questions)\b|(go|goes|went|come|comes|came) from (around |about |roughly |maybe )?[\w.]+ (percent |% |\w+ )?to\b|told me (later|afterwards) (that )?(it|that|this) was|(was|were|got) \w+ly (fixed|repaired|restored|solved|sorted|resolved|patched|reopened)|(was|were) (sold out|full|packed|a (big |huge |real )?success)|(he|she|they) (is|are|was|were) (eating|sleeping|walking|talking|coping|managing|feeling|doing) (better|well|again|more)|\b(only|just) (\w+ ){0,2}(days?|weeks?|hours?|minutes?) (late|behind|over)\b|\bthe (second|next|new|final|revised|replacement) [a-z]+ (was|were|came back) (correct|right|perfect|fine|spot on|good|ok|okay)\b|(he|she|they) (say|says|said|send|sent|wrote|write) (a card|thank|thanks)|(is|are) still (with us|in the (company|team|job|role)|here|working)|(was|were) (much |a lot |far |so |really |a bit |more |much more )*(calm|calmer|happy|happier|grateful|relieved|settled|better|satisfied|delighted|thrilled)|(haven't|hasn't|have not|has not|never) (had|seen|happened)( \w+){0,5} (since|again)|to say (thank you|thanks)|(gave|give|gives|got|get) me (a|an) (certificate|award|bonus|reward|mention|voucher|commendation)|(was|were|got) (fixed|repaired|restored|solved|sorted|resolved|reopened|back up|back online)|there (was|were) no (complaints?|injur\w+|incidents?|accidents?|further \w+)|([a-z]{3,}ed|did|went|came|got|gave|sent|ran|held|had|brought|put|made|took|wrote) [^.]{0,60}\bthe (next|following) (day|week|month|morning|shift|season|spring|summer|autumn|winter|year|term))\b/i;
/**
 * Outcomes as speakers tell them, without a result word (sets AD-AM, both graders found an outcome where the feedback
 * asked for one): "after this the blades go normal again", "the curator signed it off it went on display in march",
 * "it ran the next six weekends without a single call out", "her usage was down by roughly a quarter", "now four phd
 * students use it every week", "he left with the brake test printout", "the table loved it the partner booked me";
 * "the production has passed from around two hundred kilos to more than six hundred" (set CB, a speaker of French); "i
 * played the family two versions ... and they chose the lighter one" (set CK).
 */
const OUTCOME_AS_SAID =
  /\b((they|he|she|the (family|client|customer|couple|owner|panel|board|committee|buyer|bride)) (chose|picked|went with|loved|accepted|approved|signed off)\b|(passed|moved|gone|grown|risen|fallen|changed|augmented) from (\w+ ){1,4}to (\w+ )?(more than |over |under |nearly |almost |less than |about |around )?(\d|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred|half|zero)|(with )?no problems?$|with (maybe |about |around |just |only |a good )?(\w+ )?(minutes?|hours?|seconds?|days?) (to )?spare|no problems? (at all|after|since|with)|without (a|any) (trip|hitch|problem|fault|complaint|hiccup|issue)s?|(was|were) (really |very |so |quite |well )?(pleased|delighted|chuffed|relieved|grateful|made up)|(drink|drinks|drinking|eat|eats|eating|working|running|selling|walking|playing|sleeping|trading|flying|driving) (normal|normally|fine|well|properly )?again|came back clean|nothing (was )?rejected|(accept|accepted|approved) (all|every one|each) of them|still (running|working|going|in use|holding)|(do|did|does|can do|could do|book|booked|manage|managed) (it |them |some \w+ )?by (himself|herself|themselves)|(couldn't|could not|never) (tell|noticed|notice) |(left|wrote|gave) (us |me )?(a |two |three |great |good |five star )?reviews?|(had|has) gone (down )?(in|within|after|by)|(down|up) (by )?(about |around |nearly |almost )?\d+ ?(percent|%)|for the first time\b|(finished|finish) (all|the|that|it|everything)( \w+){0,3} (before|by|next|that|on time|the same)|emailed me (after|to say)|(came|come|comes) back (well|fine|better|happy|healthy)|(came|come|comes) back [a-z]+ (and [a-z]+ )?again|(set|sets) (hard|firm|properly|fine) (with no|and|every)|after (this|that)( \w+)? (the|it|he|she|they|her|his|their|our|everything) \w+|(signed|signs) (it|that|them|the \w+) off|(went|goes|gone) (on display|live)|on schedule|(was|were|is) (down|up) by|(got|brought) (it|them|that) down to|sold (through|out)|without a single|(ran|run|runs|worked) (fine |normally |ok |okay )?(for )?the (next|whole|rest)|(loved|booked|rebooked|thanked|renewed|approved) (it|me|us)\b|eventually (he|she|they) \w+|(later|afterwards) (the|he|she|they) \w+ (told|tell|tells|said|say|rang|called|let)|(went|go|goes) past fine|no (\w+ )?loss\b|stop(ped)? losing|no more (\w+ )?(breakdowns?|complaints?|cracks?|call ?outs?|leaks?|problems?)|(he|she|they) left with|(use|uses) it (every|each) (day|week|shift|month)|(relaunched|relaunch|reopened|reopen) it|(passed|passes) (the |its |his |her )?(sign[- ]?off|inspection|test|audit|mot|check|assessment)( first time)?|(uses?|used) it (daily|every day)|at the (\w+ )?(concert|show|performance|recital|match|game|race|exam|final|competition|inspection|audit|assessment|launch|opening) (he|she|they|we|it) [a-z]+ed\b|(tickets?|complaints?|calls?|queries|emails) (\w+ ){0,3}(basically |just |all but |pretty much )?stopped|(the )?(page|site|app|report|query|job|build|search|dashboard) (now )?(loaded|loads|ran|runs|took|takes|finished|finishes) in (about |around |under |less than |just )?\d|(the (client|customer|editor|curator|director|owner|manager|buyer|family|table|partner)) (used|loved|signed|booked|approved|kept|chose|picked|accepted|accept))\b/gi;
const LESSON =
  /\b(i learned|i learnt|lesson|taught me|(it|that|this) (reminded|showed) me|(it|that|this) (really )?brought (it )?home (to me )?(why|how|that)|now always|nowadays (i|we) |(the|my) (main |biggest |big |one )?(thing|lesson) i (took away|take away|took from it)|what (stuck with me|stayed with me|i took away)|now (on|for|with|in|when|before|after|whenever|at) [a-z' ]{1,30}\b(i|we) (always |usually )?(make sure|never|check|ask|wrap|use|flag|send|put|keep|build|test|brief|run|do|log|label|read|book|ring|call|record|write|carry|print|walk|plan)|i find (that )?[a-z' ]{3,40} (saves|works better|helps|stops|avoids|cuts)|(now|these days|nowadays) (before|when|whenever|if|on|for|with|in|at) [a-z' ]{1,40}?\b(i|we) (always |usually |also )?(check|ask|find out|make sure|test|run|send|book|ring|call|write|label|brief|keep|use|put|read|plan)|\band now (i|we) (always |usually |also )?(flag|check|ask|send|wrap|use|build|keep|put|write|run|book|ring|test|read|label|brief|log|record)\b|afterwards,? (i|we) (set|got|put|introduced|started|added|made|wrote|changed|agreed|built|created|ran|held|trained|briefed|updated)|since then|what i (still )?(apply|do now)|next time|now i (always|make sure|check)|now (every|each) [a-z]+|which is now (in|part of) (our|the) [a-z]+|these days (i|we) |looking back|i still|from then on|ever since|(after|since) (that|this)( \w+)?,? (i|we) (started|introduced|added|put|set up|began|brought in|changed|proposed?|suggested|always|wrote|made|created|built|drew up|start|introduce|add|begin|change|suggest|write|make|create|build)|(what|the (\w+ )?thing|one thing) i (took|take|learned|learnt|learn) (away )?(from|out of) (that|it|this)|what i (learn|learned|learnt|took away) (is|was)|(my|the) (big |main |biggest |key )?takeaway|(a|the) (big |real |huge |good )?learning (moment|curve|point|experience) for me|(i|we) (now )?(always )?(carry|keep|check|do) [\w ]{1,30} now|(every|each) [a-z]+ now|(i|we) (did )?(tighten(ed)? up|changed|updated|rewrote|added to|amended) (our|the|my) (procedure|process|checklist|routine|policy|sop|drawing|method|template|spec)|i learn (that|to|how|if|when)|\bnow (i|we) (always |also |usually )?(test|check|ask|send|run|keep|use|put|book|ring|call|write|label|brief|log|record|read|plan|flag|wrap|build|weigh|measure|sample|photograph|double-check) [a-z' ]{2,40}(every|each|before|first)\b|(from|after) (this|that|it),? (i|we) (learn|learned|learnt|know|understood|understand|realise|realize|realised|realized) |now (in|on|at|for) (our|my|the) [a-z]+,? (i|we) (always |usually |also )?(?!have\b|are\b|is\b|was\b|were\b|do\b|did\b|get\b|go\b|work\b|see\b|had\b)[a-z]{3,}\b|(made|makes|has made) me (realise|realize|understand|appreciate|see how|see that)|so now (i|we) |so,? (for me,? )?the (most |main |big )?(important|key) (thing |lesson )?is (to|that) |(it's|its|it is) (all |just |really )?about (being|staying|keeping|managing|listening|making sure) )\b/i;
/**
 * What the speaker changed for next time, as speakers tell it, read where no lesson word is said (sets AD-AL, both
 * graders found a lesson where the feedback asked for one): "i added the calorifier setting to my monthly sheet", "what
 * i changed in my own practice is", "now on every job i scan before we dig", "from then i always run a cold start check".
 */
const CHANGE_MADE_SINCE =
  /\b((i|we) (also )?(added|put|built|wrote) ([a-z]+ ){1,6}(in|into|to|on) (our|my|the) ([a-z-]+ ){0,3}(checklist|check ?sheet|sheet|list|procedure|process|form|routine|induction|briefing|template|handover|sop)s?|what (i|we) changed|now on every [a-z]+ (i|we)|from then,? (i|we)|for the rest of the [a-z]+ (i|we)|(i|we) now (always )?(check|ask|make sure|run|test|scan|use|send|keep|brief|book|call|ring|read|write|log|record|plan|start|add|put|do|go through|walk)|(haven't|have not|hasn't|has not|never) had (a|another|one) (repeat|since)|(i|we) (introduced|brought in|set up|started) (a |an )?([a-z-]+ ){0,3}(check|test|rule|policy|log|routine|sign-off|step)s? (before|after|on|for|at) (every|each|all)|(i|we) set (up )?(a|an) (new )?(rule|policy|rota|system|limit) (that|where|so))\b/gi;
/** "First", "third"... as steps; "a third" and "one third" are fractions. */
const STEP = /(?<!\b(?:a|one|two) )\b(first(ly)?|second(ly)?|third(ly)?|then|next|after that|afterwards|finally|lastly|to start|to begin)\b/gi;
const REASON =
  /\b(because|(?<!\b(?:root|the|a|main|real|underlying|probable|likely|common|one|no|good|just) )cause(?! of)|cos|therefore|so that|which means|(it|this|that) means|which is why|that's why|that is why|the (main )?reason|(first|second|third|another|other|one|my) reason|since (the|it|i|we|they)|this meant|in order to|as it|due to|to make sure|to avoid|to prevent|otherwise|the (idea|point) is)\b/gi;
/** "...so drivers get plenty of notice", "so i know what signs we need": what a step is for, said with "so". */
const PURPOSE =
  /(?<=\bso )(that )?(i|we|you|he|she|they|it|everyone|everybody|nobody|no one|people|drivers|customers|patients|staff|the \w+) (can|can't|could|will|won't|would|wouldn't|don't|doesn't|didn't|know|knows|get|gets|have|has|see|sees|understand|understands|feel|feels|stay|stays|need|needs)\b/gi;
const EXAMPLE =
  /\b(for example|for instance|such as|one time|in one case|a good example|e\.g\.|when i |last (year|month|summer|week|quarter)|at my (last|previous|current) |in my (last|previous|current) |i remember (a|one|when|the time|once|this)\b|i had one (where|when|who)\b|\blike when (i|we|you|the|a|guests|people|customers|someone)\b|\bone i was (quite |really |very )?(pleased|proud|happy) with\b|\bi did (a|an|one) (\w+ ){0,2}(where|when|that|for)\b|\bduring my (masters|degree|apprenticeship|placement|training|internship|phd|studies|course|first job|time at)\b|\bi've been [a-z]+ing\b[^.]{0,40}\bfor (\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|a couple of|a few) (years?|months?|weeks?)\b|(we|i) had (a|an|this|one) (\w+ ){0,2}(couple|guest|customer|client|patient|student|pupil|family|man|woman|lady|guy|girl|boy|kid|child|resident|caller|learner|driver|passenger|person|gentleman) (who|that|email|call|ring|come|came|called|rang|emailed|wrote|tell|told|say|said)\b|there was (one|this) time\b)/gi;
const POSITION =
  /\b(i want to|i'd like to|i would like to|this is my home|mostly i|usually i|i (usually|mostly|normally|generally) (\w+)|my (favourite|main|plan is)|i'm planning to|i plan to|i think|i believe|in my (opinion|view|experience)|my view|i (would )?prefer|i (strongly )?(agree|disagree)|i would say|i'd say|for me|personally|i definitely|is better|are better|is best|i feel|i'm convinced|on balance|i (really )?(like|love|enjoy)|(yes|yeah),? (definitely|absolutely|i do|i think so|for sure)|definitely not|absolutely not|no,? i don't think so|the (key|main|most important|biggest|first) (things?|factors?|qualit(y|ies)|points?) (is|are|would be)|what (really )?matters (most )?is)\b/gi;
const CONTRAST =
  /\b(although|however|on the other hand|on one hand|some people|that said|but |while |whereas|the downside|even so|i understand|both (positive|negative|good|bad) and|(the )?(positive|negative) (side )?is|the (good|bad) (side|thing|part) is)\b/gi;
/** "I think it has both positive and negative effects": no side taken, so a later "I would say it is more negative" is the position. */
const BOTH_SIDES = /\bboth (positive|negative|good|bad|sides|ways)\b|\b(pros and cons|advantages and disadvantages)\b/i;
const sidesTaken = (positions: Quote[]): Quote[] => {
  const taken = positions.filter((p) => !BOTH_SIDES.test(p.sentence));
  return taken.length > 0 ? taken : positions;
};
const CONCLUSION = /\b(in short|in summary|to sum up|overall|in conclusion|so (for me|my|i|in the end|the|it)|that's why|that is why|which is why|so,)\b/gi;
const NUMBER =
  /\b\d[\d,.:]*\s*(%|percent|k\b|x\b|hours?|days?|weeks?|months?|years?|minutes?|people|users|customers|dollars|euros)?|\b(one|a single) (year|month|week|day|hour|night|shift|term|season)\b|(?<!\bno |\bbetween the )\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half|double|twice|a dozen|dozens|quid|a fiver|a tenner)\b/gi;
const RISK = /\b(risk|blocker|blocked|at risk|slip|delay|behind|concern|depends on|dependency|issue)\b/gi;
const NEXT =
  /\b(next step|next steps|next week|by (monday|tuesday|wednesday|thursday|friday|the end)|i will|i'll|we will|i need|we need|on (monday|tuesday|wednesday|thursday|friday)|action items?)\b/gi;

/** Answers are read up to this many characters: longer ones do not change the verdict. */
const MAX_CHARS = 10_000;

export function readAnswer(question: string, rawAnswer: string, topic = '', context = ''): AnswerSignals {
  const spoken = rawAnswer.slice(0, MAX_CHARS).replace(/[’]/g, "'");
  const answer = withoutHesitations(spoken);
  const sentences = answerSentences(answer);
  const words = tokenize(answer);
  const content = contentTokens(answer);
  const questionStems = new Set([...subjectStems(question), ...contentTokens(question).map(stem)]);
  const newSubject = new Set(content.map(stem).filter((s) => !questionStems.has(s) && !STRUCTURE_WORDS.has(s) && !/\d/.test(s) && s.length > 2));

  const contextStems = context === '' ? new Set<string>() : subjectStems(context);
  const contextTermsUsed = [...new Set(content.filter((w) => w.length > 3 && contextStems.has(stem(w))))].slice(0, 6);

  const emptyMarkers: string[] = [];
  // Each sentence is weighed once, however many markers it holds.
  const substantial = new Map<string, boolean>();
  // A piece cut from a spoken run ("i'd ask the nurse to put one on first and then before we go.") is weighed with
  // the piece that carries it on: the cut is ours, not the speaker's.
  const cutFromARun = hasNoFullStop(answer);
  const saysSomething = (sentence: string): boolean => {
    let says = substantial.get(sentence);
    if (says === undefined) {
      const next = cutFromARun ? (sentences[sentences.indexOf(sentence) + 1] ?? '') : '';
      says = hasSubstance(`${sentence} ${next}`, questionStems);
      substantial.set(sentence, says);
    }
    return says;
  };
  const find = (pattern: RegExp): Quote[] => {
    const found: Quote[] = [];
    const global = globalPattern(pattern);
    for (const sentence of sentences) {
      for (const match of matchesOf(global, sentence)) {
        // "and i learned to profile before guessing": a lesson said in a few words of its own is one (set BB's coach).
        if (!saysSomething(sentence) && !(pattern === LESSON && SHORT_LESSON.test(sentence) && hasSubstance(sentence, questionStems, 2))) {
          emptyMarkers.push(match.trim());
          continue;
        }
        found.push({ marker: match.trim(), sentence });
      }
    }
    return found;
  };
  const presentTense = toldInThePresent(answer);
  const told = PAST_SCENE.test(answer) || presentTense ? find(OWN_PRESENT) : [];
  // Read without counting "I ..." in empty sentences as structure markers: most such matches are not verbs at all.
  const markersBefore = emptyMarkers.length;
  const corpusPast = find(OWN_ANY_PAST).filter((q) => isPastTenseForm(q.marker.split(' ').pop() ?? ''));
  emptyMarkers.length = markersBefore;
  const ownPast = find(OWN_PAST);
  const ownActions = [...ownPast, ...corpusPast, ...chainedActions(sentences, find, [...ownPast, ...corpusPast]), ...told].filter(
    (q) => !NOT_ACTIONS.has(q.marker.split(' ').pop()?.toLowerCase() ?? '') && !(/ used$/i.test(q.marker) && USED_TO.test(q.sentence)),
  );
  const fillers = countFillers(spoken);
  return {
    wordCount: words.length,
    contentWordCount: content.length,
    newSubjectWords: newSubject.size,
    relevance: measureRelevance(question, answer, { topic, context }),
    contextTermsUsed,
    situation: find(SITUATION),
    // Spoken answers run several actions into one sentence ("I ran a gas ... and I called the registrar"): each counts.
    ownActions: uniqueByMarker(ownActions),
    teamOnly: toldAsTeamOnly(answer),
    presentTense,
    plannedActions: uniqueBySentence(find(PLANNED)),
    results: saidOrAsTold(find(RESULT), () => find(OUTCOME_AS_SAID)),
    lessons: saidOrAsTold(find(LESSON), () => find(CHANGE_MADE_SINCE)),
    steps: find(STEP),
    reasons: find(REASON),
    purposes: find(PURPOSE),
    examples: find(EXAMPLE),
    positions: sidesTaken(find(POSITION)),
    contrasts: find(CONTRAST),
    conclusions: find(CONCLUSION),
    numbers: find(NUMBER),
    names: properNames(answer),
    risks: find(RISK),
    nextSteps: find(NEXT),
    emptyMarkers,
    fillers,
    fillerTotal: fillers.reduce((sum, f) => sum + f.count, 0),
    opening: sentences[0] ?? null,
  };
}

/**
 * What `text.matchAll(global)` finds, without the copy of the pattern matchAll makes on every call (a
 * rating runs some 200 pattern-sentence pairs). The patterns here have no u flag: an empty match moves on one unit.
 */
function matchesOf(global: RegExp, text: string): string[] {
  const found: string[] = [];
  global.lastIndex = 0;
  for (let m = global.exec(text); m !== null; m = global.exec(text)) {
    found.push(m[0]);
    if (m[0] === '') global.lastIndex += 1;
  }
  return found;
}

/** Patterns compiled with the g flag once per process, not once per answer. */
const globalPatterns = new Map<RegExp, RegExp>();

function globalPattern(pattern: RegExp): RegExp {
  if (pattern.flags.includes('g')) return pattern;
  let global = globalPatterns.get(pattern);
  if (global === undefined) {
    global = new RegExp(pattern.source, `${pattern.flags}g`);
    globalPatterns.set(pattern, global);
  }
  return global;
}

/** Past-tense verbs chained on the speaker's own action in one sentence: "I stopped the drink, showed her the result, and asked...". */
const CHAINED = /(?:,|\band\b|\bthen\b)\s+(?:and\s+)?(?:then\s+|also\s+|just\s+)?([a-z]{3,}(?:-[a-z]+)?)\b/gi;
/** Past forms that tell a state, not an action: "and was", "and had". */
const NOT_CHAINED = new Set(['was', 'were', 'had', 'did', 'let']);
/** "I didn't argue, sat her back in the chair": a refusal opens a told sentence as an action does. */
const OWN_REFUSAL = /\b(i|we) (didn't|did not|never|wouldn't) [a-z]{3,}/gi;

function isChainedAction(word: string): boolean {
  const lower = word.toLowerCase();
  return !NOT_ACTIONS.has(lower) && !NOT_CHAINED.has(lower) && isPastVerb(lower);
}

function chainedActions(sentences: readonly string[], find: (pattern: RegExp) => Quote[], anchors: readonly Quote[]): Quote[] {
  const withOwn = new Set([...anchors, ...find(OWN_REFUSAL)].map((q) => q.sentence));
  // A long run cut at 40 words goes on in the next piece: "...I held it under the crane ... against the plan | and radioed
  // the planner" is still the speaker's (set CH).
  sentences.forEach((sentence, i) => {
    if (i > 0 && withOwn.has(sentences[i - 1]) && !/[.!?]$/.test(sentences[i - 1]) && /^(and|then|and then)\b/i.test(sentence)) withOwn.add(sentence);
  });
  return sentences
    .filter((sentence) => withOwn.has(sentence))
    .flatMap((sentence) => [...sentence.matchAll(CHAINED)].filter((m) => isChainedAction(m[1])).map((m) => ({ marker: `I ${m[1].toLowerCase()}`, sentence })));
}

/** The sentences quotes are taken from (long transcript runs cut at about 40 words). */
export function answerSentences(answer: string): string[] {
  return [...splitAnswer(answer)];
}

/** The signals, the feedback and the example answer each quote the same answer's sentences: they are split once. */
const splitAnswer = keptByText<readonly string[]>(
  (answer) => {
    // Speech-to-text that wrote no full stop at all is cut where its sentences start again; a written run-on keeps its own stops.
    const spoken = hasNoFullStop(answer);
    return sentencesOf(answer).flatMap((sentence) => cutLongRun(sentence, spoken));
  },
  { maxChars: 100_000 },
);

/**
 * "so I um I ran a gas" is "I ran a gas": hesitations and restarts are counted as fillers, not read as words.
 * The signals, the feedback and the example answer each read the answer so: it is worked out once.
 */
export const withoutHesitations: (text: string) => string = keptByText(removeHesitations, { maxChars: 100_000 });

function removeHesitations(text: string): string {
  // A word said twice is a restart, but "fifty fifty", "bye bye" and the year "twenty twenty two" are said twice on purpose.
  return text
    .replace(/\b(um+|uh+|erm|er)\b,?\s*/gi, '')
    .replace(/\b(?!(?:fifty|half|bye|no|tut|knock|chop|ha|blah|twenty|nineteen)\b)(\w+)-?\s+(?=\1\b)/gi, '');
}

/** A sentence says something when it has at least four subject words of its own. */
function hasSubstance(sentence: string, questionStems: ReadonlySet<string>, least = 3): boolean {
  const own = contentTokens(sentence)
    .map(stem)
    .filter((s) => !STRUCTURE_WORDS.has(s) && !questionStems.has(s) && !/\d/.test(s));
  return own.length >= least;
}
/** A lesson said as what the speaker learned to do or that something is so: "i learned to profile before guessing". */
const SHORT_LESSON = /\bi (learned|learnt) (to|that) \w+/i;

/** What is said with the marker words; what is said as speakers tell it only where there is none (outcomes, lessons). */
function saidOrAsTold(said: Quote[], asTold: () => Quote[]): Quote[] {
  return uniqueBySentence(said.length > 0 ? said : asTold());
}

function uniqueBySentence(quotes: Quote[]): Quote[] {
  const seen = new Set<string>();
  return quotes.filter((q) => (seen.has(q.sentence) ? false : (seen.add(q.sentence), true)));
}

/** Capitalised words inside sentences: people, places, products. */
function properNames(text: string): string[] {
  return [...new Set([...text.matchAll(/(?<=[a-z,;:]\s+)([A-Z][a-zA-Z]+)/g)].map((m) => m[1]))].filter((w) => w !== 'I');
}

function uniqueByMarker(quotes: Quote[]): Quote[] {
  const seen = new Set<string>();
  return quotes.filter((q) => {
    const key = q.marker.toLowerCase();
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * A sentence that lists three or more short steps ("isolate it, test it, and tag it"): steps in order without "first...
 * then". Speech-to-text joins everything with "and", so there two of the parts must be the speaker doing something
 * ("i'd ring the office and i'd check..."), not "i think food banks are important and a lot of people...".
 */
export function isStepList(sentence: string, spoken = false): boolean {
  const parts = sentence.split(/,\s*(?:and\s+|then\s+)?|\s+and\s+|\s+then\s+/).filter((part) => {
    const words = part.trim().split(/\s+/).length;
    return words >= 2 && words <= 12 && !/^\s*(because|so|which|that|as|since|but)\b/i.test(part);
  });
  return parts.length >= 3 && (!spoken || parts.filter((part) => SPEAKER_DOES.test(part)).length >= 2);
}

/** A part that opens on the speaker doing something: "i'd ring the office", "we check the lines", "then i tell them". */
const SPEAKER_DOES =
  /^\s*(?:(?:so|then|also|just|first|after that)\s+)*(?:i|we|i'd|we'd|i'll|we'll|i would|we would)\s+(?:(?:also|then|just|always|usually|first|quickly)\s+)*(?!think\b|feel\b|believe\b|mean\b|guess\b|know\b|am\b|was\b|were\b|have\b|had\b|like\b|love\b|want\b|hope\b|been\b|be\b)[a-z]{2,}/i;

/** "So what we did was... we went back to the suppliers... we hit the target": the team's story, with no step of the speaker's own. */
export function toldAsTeamOnly(answer: string): boolean {
  return (answer.match(/\bwe\b/gi) ?? []).length >= 3 && !/\bi (?!think\b|guess\b|mean\b|suppose\b|believe\b|feel\b|would\b)\w+/i.test(answer);
}

/** Words that weigh a question without answering it: "there's two sides really", "it depends". */
const HEDGE = /\b(two sides|both sides|it depends|hard to say|good (one|question)|difficult question|not sure)\b/i;
/** Words that say where the speaker stands. */
export const STANDS = /\b(my view|my position|i believe|on balance|overall|i'm convinced|i (strongly )?(agree|disagree))\b/i;

/** "There's two sides really" weighs the question; "my view is that it depends on how it is used" answers it. */
export const onlyWeighs = (sentence: string): boolean => HEDGE.test(sentence) && !STANDS.test(sentence);
