/**
 * What the offline rater knows about the bank's technical questions: the key points a correct
 * answer makes and the common wrong claims. An answer is judged on the points it gets right;
 * a wrong claim caps it, however fluent it is.
 */
export interface KnowledgePoint {
  /** What the point says, for feedback ("let and const are block scoped"). */
  says: string;
  pattern: RegExp;
}

export interface TopicKnowledge {
  question: RegExp;
  points: readonly KnowledgePoint[];
  wrongClaims: readonly KnowledgePoint[];
}

const p = (says: string, pattern: RegExp): KnowledgePoint => ({ says, pattern });

export const TECHNICAL_KNOWLEDGE: readonly TopicKnowledge[] = [
  {
    question: /\blet\b.*\bconst\b.*\bvar\b|\bvar\b.*\blet\b/i,
    points: [
      p('var is function scoped', /\bvar\b[^.]{0,40}\bfunction[- ]scop/i),
      p('let and const are block scoped', /\b(let|const)\b[^.]{0,60}\bblock[- ]scop/i),
      p('const cannot be reassigned', /\bconst\b[^.]{0,60}\b(cannot|can't|can not|not be|never) (be )?re-?assign|\bre-?assign[^.]{0,40}\bconst\b/i),
      p('var is hoisted as undefined; let and const sit in the temporal dead zone', /\bhoist|temporal dead zone/i),
      p('const does not freeze objects', /\b(freez|mutat|still (change|push|modify|add)|change (the )?(properties|contents|inside))/i),
    ],
    wrongClaims: [
      p('var is not block scoped', /\bvar\b (is|are) block[- ]scop/i),
      p('let and const are not function scoped', /\blet and const (are|is) function[- ]scop/i),
      p('const does not make objects immutable', /\bconst\b[^.]{0,40}\b(completely |fully )?immutable\b/i),
      p('const cannot be reassigned', /\bconst can be reassigned/i),
      p('the three keywords are not the same', /\b(are|is) (basically |all |really |just )?(identical|the same)\b|only differ in style/i),
      p('var is the oldest keyword, not the newest', /\bvar is the newest/i),
    ],
  },
  {
    question: /\bclosures?\b/i,
    points: [
      p(
        'a closure is a function that keeps access to the variables of the scope where it was created',
        /\b(remember|keep|retain|access|bundled|capture|hold)s?\b[^.]{0,80}\b(variable|scope|environment)/i,
      ),
      p('it works after the outer function has returned', /\b(after|even when|even after|once)\b[^.]{0,40}\b(return|finish|ended|complet)/i),
      p(
        'a real use: private state, counters, debounce, callbacks or factories',
        /\b(counter|debounce|throttle|private|memoi[sz]|callback|event handler|factory|module pattern|once\()/i,
      ),
      p('the lexical scope is kept by reference', /\blexical|reference\b/i),
    ],
    wrongClaims: [
      p('a closure is not a closed function', /\bfunction (is|gets) closed\b|can no longer be called/i),
      p('closures do not free memory', /\bfree (up )?memory|deletes? (all )?the variables/i),
      p('a closure is not CSS', /\bcss\b|stylesheet|overflow/i),
    ],
  },
  {
    question: /\bcorrelation\b.*\bcausation\b|\bcausation\b.*\bcorrelation\b/i,
    points: [
      p('correlation means two measures move together', /\bcorrelat\w*\b[^.]{0,50}\b(move|go|rise|change|vary|happen)\w* together|\bmove together\b/i),
      p('causation means one actually produces the other', /\bcaus\w*\b[^.]{0,60}\b(actually|really|directly)?\s*(make|produce|lead|change|drive)s?\b/i),
      p(
        'a third factor (a confounder) can drive both',
        /\b(confound|third (factor|variable)|another (factor|variable)|other factor|driving both|behind both|already (our|the|more))/i,
      ),
      p('an experiment or a control shows causation', /\b(experiment|a\/b|ab test|randomi[sz]ed|control group|split test)/i),
    ],
    wrongClaims: [
      p(
        'correlation does not prove causation',
        /\b(are|mean) the same thing\b|correlation proved|never need an experiment|correlation is stronger|correlation is when one thing causes/i,
      ),
    ],
  },
  {
    question: /\bjoins?\b/i,
    points: [
      p('a join combines rows of two tables on a related column', /\bcombin\w*\b[^.]{0,40}\brows?\b|\bon (a|the)? ?(matching|related|common|shared) column/i),
      p('an inner join keeps only rows that match on both sides', /\binner join\b[^.]{0,60}\bonly\b[^.]{0,40}\bmatch/i),
      p(
        'a left join keeps every row of the left table, with nulls where nothing matches',
        /\bleft join\b[^.]{0,80}\b(all|every)\b[^.]{0,30}\bleft\b|\bnulls?\b/i,
      ),
      p('a use case for each', /\b(for example|when i|i would use|use a left join when|never (ordered|bought))/i),
    ],
    wrongClaims: [
      p(
        'an inner join keeps only matching rows',
        /\binner join (returns|keeps) (every|all) (the )?rows? from both|\binner join returns all the rows from the left/i,
      ),
      p('a left join keeps all left rows', /\bleft join (only )?returns only the rows that match|\bleft join always returns fewer/i),
    ],
  },
  {
    question: /\bcach(e|es|ing)\b/i,
    points: [
      p('a cache keeps a copy of slow or expensive data in a faster place', /\b(cop(y|ies)|stor\w*|keep\w*)\b[^.]{0,60}\b(faster|memory|redis|cdn|quick)/i),
      p('entries expire after a time to live', /\b(ttl|time to live|expir\w*)/i),
      p('invalidate the entry when the data changes', /\binvalidat\w*|\b(delete|remove|update|evict)\w*\b[^.]{0,40}\b(entry|cached|cache)\b/i),
      p('stale data is the trade-off', /\bstale|out of date|trade-?off|fresh/i),
    ],
    wrongClaims: [
      p('caches do not update themselves', /\b(always up to date|updates? itself automatically|stale data is impossible|never need to invalidate)/i),
    ],
  },
  {
    question: /==\s*and\s*===|===/,
    points: [
      p('== converts types before comparing', /\b(coerc|convert|type conversion)/i),
      p('=== compares value and type without conversion', /\b(strict|without (any )?conversion|same type|value and type)/i),
      p('an example where it matters', /\b(0 ?== ?['"]?|null ?== ?undefined|['"]0['"]|empty string|false ?==)/i),
    ],
    wrongClaims: [p('=== does not convert types', /=== (converts|coerces)/i)],
  },
  {
    question: /\bevent loop\b/i,
    points: [
      p('one thread runs the call stack to completion', /\b(single[- ]thread|one thread|call stack)/i),
      p('callbacks wait in queues until the stack is empty', /\b(queue|task queue|callback queue)/i),
      p('promise callbacks are microtasks that run before the next task', /\bmicrotask/i),
      p('await pauses the function and resumes it as a microtask', /\bawait\b[^.]{0,80}\b(pause|suspend|resume|rest of the function)/i),
    ],
    wrongClaims: [p('JavaScript runs callbacks on one thread', /\bruns? (each callback|callbacks) (in|on) (a )?(new|separate) thread/i)],
  },
  {
    question: /\boverfitting\b/i,
    points: [
      p('the model learns noise in the training data and fails on new data', /\b(noise|memori[sz]|new data|unseen|generali[sz])/i),
      p('detected with a validation or test set', /\b(validation|test set|hold-?out|cross-?validation)/i),
      p('prevented with regularisation, more data, simpler models or early stopping', /\b(regulari[sz]|more data|simpler|early stopping|dropout|pruning)/i),
    ],
    wrongClaims: [p('overfitting is not good accuracy on new data', /\boverfitting (means|is) (high|good) accuracy on (new|test)/i)],
  },
  {
    // Set CE's coach: "stop as soon as the p value drops under point oh five ... a ninety five percent chance that b is
    // really better" was rated 4.2 and praised. Both are the textbook errors of reading an experiment.
    question: /\b(a\/b|ab|split) tests?\b|\bp[- ]values?\b|\bstatistical(ly)? significan/i,
    points: [
      p(
        'the sample size (or the run time) is set in advance from the effect you need to see',
        /\b(sample size|power (calculation|analysis)|minimum detectable|in advance|up ?front|beforehand|pre-?regist\w*)\b/i,
      ),
      p('the test runs for whole weeks or business cycles', /\b(full|whole|complete) weeks?\b|\bbusiness cycles?\b|\b(one|two|1|2) (full )?weeks?\b/i),
      p('no stopping on an early peek, or a sequential method made for it', /\bpeek\w*|\bsequential\b|\b(stop\w*|end\w*|call\w*) (it |the test )?early\b/i),
      p(
        'the size of the effect with a confidence interval, and whether it matters to the business',
        /\b(confidence intervals?|effect size|practical(ly)? (significan\w*|meaningful)|worth (it|shipping))\b/i,
      ),
    ],
    wrongClaims: [
      p(
        'a p value is not the chance that the variant is really better',
        /\bp[- ]?values?\b[^.]{0,80}\b(means?|is|says)\b[^.]{0,40}\b(\d+|ninety[- ]five|ninety[- ]nine|ninety)\s*(%|percent|per cent)?\s*(chance|probability|likely|sure|certain)\b[^.]{0,40}\b(better|true|real|right|works?|wins?|winner)\b/i,
      ),
      p(
        'stopping the moment the p value first dips under the threshold (peeking) makes false wins likely',
        /\b(as soon as|the moment|the minute|the first time|whenever)\b[^.]{0,40}\b(significan\w*|p[- ]?values?\b[^.]{0,20}\b(drops?|dips?|goes|gets|falls|hits|is)\b[^.]{0,10}\b(under|below|less than))\b[^.]{0,40}\b(stop|end|call|ship|kill)\w*/i,
      ),
    ],
  },
];

export interface CorrectnessReading {
  known: boolean;
  made: string[];
  missed: string[];
  wrong: string[];
  /** 0-1; 1 when the bank does not know the question. */
  coverage: number;
}

export function judgeCorrectness(question: string, answer: string): CorrectnessReading {
  const topic = TECHNICAL_KNOWLEDGE.find((t) => t.question.test(question));
  if (topic === undefined) return { known: false, made: [], missed: [], wrong: [], coverage: 1 };
  const text = answer.slice(0, 10_000);
  const made = topic.points.filter((point) => point.pattern.test(text)).map((point) => point.says);
  const missed = topic.points.filter((point) => !point.pattern.test(text)).map((point) => point.says);
  const wrong = topic.wrongClaims.filter((claim) => claim.pattern.test(text)).map((claim) => claim.says);
  return { known: true, made, missed, wrong, coverage: Math.min(1, made.length / Math.min(4, topic.points.length)) };
}
