import { keptByText } from './kept.js';
import { otherOpeningSubject } from './opening-subject.js';
import { relatedGroupOf } from './related-terms.js';
import { topicWithoutFocusMarker } from '@speakwell/contracts';
import { AGE_PHRASE, contentTokens, FRAME_WORDS, NUMBER_WORDS, stem, subjectStems, tokenize } from './words.js';
import { cosine, meanVector, meanVectorOfRows, rowSimilarity, wordRow } from './word-vectors.js';
import { QUESTION_SUBJECTS, type QuestionSubject } from '../offline/question-bank.js';

/**
 * How far an answer speaks to its question, measured one way only: the question's subject
 * words (and words of the same family) must appear in the answer. The answer's words are
 * never expanded, so sharing a loose word family with the question is not enough.
 */

/** Question words too general to show what an answer is about. */
const WEAK_TERMS = new Set(
  `use used using difference different differ good better bad worse make makes made decide decided people person think want
  wanted love like prefer opinion agree disagree reason reasons realise realised realize realized going happen happened
  thing important new old big small high low way ways day days help helped keep kept find found need needed say said
  someone something often usually always never really many much more most less least also very without within sure
  whether across along toward towards upon else anyone anything everyone everything show shown showed demonstrate demonstrated done full fully get gets getting got`
    .split(/\s+/)
    .map(stem),
);

export interface RelevanceContext {
  topic?: string;
  context?: string;
}

export interface Relevance {
  /** The question's subject words as the question spells them. */
  terms: string[];
  /** Subject words the answer addresses, directly or with a word of the same family. */
  addressed: string[];
  /** For each addressed term, the answer's own word for it ("refuse", "work" for "job"), or "" when only its meaning is near. */
  saidAs: string[];
  missed: string[];
  /** 0-1. */
  score: number;
  /** False when the question names no subject to check (such as "Tell me about yourself"). */
  judged: boolean;
  onTopic: boolean;
  /** How close the answer's words are in meaning to the question's (cosine of weighted word vectors, 0-1). */
  meaning: number;
  /** A practice question the answer fits clearly better than the one asked, if any. */
  closerQuestion: string | null;
  /** The subject the answer announces in its first words when the question asks about none of it ("for international trips"). */
  openedOn: string | null;
}

/** At or above this closeness in meaning an answer speaks to the question even with none of its words. */
const MEANING_ON_TOPIC = 0.26;
/** With a word close in meaning to one of the question's terms, this much closeness of the whole answer is enough. */
const MEANING_WITH_A_CLOSE_WORD = 0.2;
/** Word-vector similarity at which an answer's word stands for a question's term ("breaker" for "circuit"). */
const CLOSE_WORD = 0.45;
/** Frequency rank from which a word is specific enough to stand for a subject. */
const SPECIFIC_FROM = 1500;

/** A word of the answer close in meaning to the question's term (its row in the word vectors). */
function closeInMeaning(row: number, answerRows: () => readonly number[]): boolean {
  // Everyday words ("calm", "worries") are close to too much to show what an answer is about.
  if (row < SPECIFIC_FROM) return false;
  return answerRows().some((other) => rowSimilarity(row, other) >= CLOSE_WORD);
}

/** A sibling question has to fit the answer this much better to count as the one it answers. */
const SIBLING_MARGIN = 0.1;

interface SiblingQuestion {
  question: string;
  vector: Float32Array;
}

interface BankSubject {
  subject: QuestionSubject;
  /** Its keywords as tokens, spaced for matching whole words. */
  keywords: string[];
  siblings: SiblingQuestion[];
}

let bank: { subjects: BankSubject[]; holders: Map<string, SiblingQuestion[]> } | null = null;

/** The bank's questions read once per process: their vectors and subject terms do not change. */
function readBank(): NonNullable<typeof bank> {
  if (bank !== null) return bank;
  const holders = new Map<string, SiblingQuestion[]>();
  const subjects = QUESTION_SUBJECTS.map((subject) => ({
    subject,
    keywords: subject.keywords.map((k) => ` ${tokenize(k).join(' ')} `),
    siblings: subject.questions.flatMap((q) => {
      const vector = questionVector(q, '');
      if (vector === null) return [];
      const sibling = { question: q, vector };
      for (const s of siblingTerms(q)) holders.set(s, [...(holders.get(s) ?? []), sibling]);
      return [sibling];
    }),
  }));
  bank = { subjects, holders };
  return bank;
}

/**
 * The bank's practice questions of the asked question's field (the subjects its topic or wording names):
 * an answer that names one's subjects and fits it clearly better answers that one. Questions of other
 * fields are not compared: measured on the outside sets, a sales manager's answer "fitting" a nursing
 * question, or a seismologist's a project question, capped six good answers for every answer to another
 * question it caught.
 */
function siblingQuestions(question: string, topic: string): SiblingQuestion[] {
  const text = ` ${tokenize(`${topicWithoutFocusMarker(topic)} ${question}`).join(' ')} `;
  return readBank().subjects.flatMap(({ subject, keywords, siblings }) =>
    subject.questions.includes(question.trim()) || keywords.some((k) => text.includes(k)) ? siblings : [],
  );
}

function questionVector(question: string, topic: string): Float32Array | null {
  const field = topicWithoutFocusMarker(topic).replace(/^[^:]*:/, '');
  return meanVector(contentTokens(`${question} ${field}`).filter((w) => !FRAME_WORDS.has(w)));
}

function siblingTerms(question: string): string[] {
  return [...subjectStems(question)].filter((s) => !WEAK_TERMS.has(s) && s.length > 3);
}

/**
 * For each bank question, how many of its subjects the answer names that the asked question does not
 * have. The answer's stems are looked up, not the 200 questions'.
 */
function namedSubjects(asked: ReadonlySet<string>, answerStems: ReadonlySet<string>): Map<SiblingQuestion, number> {
  const named = new Map<SiblingQuestion, number>();
  const { holders } = readBank();
  for (const s of answerStems) {
    if (asked.has(s)) continue;
    for (const sibling of holders.get(s) ?? []) named.set(sibling, (named.get(sibling) ?? 0) + 1);
  }
  return named;
}

interface AskedQuestion {
  /** The question with the topic's field. */
  asked: Float32Array;
  /** The question on its own words. */
  bare: Float32Array;
  askedStems: Set<string>;
  /** The bank's questions not too close to it to tell apart. */
  siblings: SiblingQuestion[];
}

/** What measuring meaning needs of a question and topic, kept for the questions asked last: every answer to one question needs the same. */
const askedQuestions = keptByText(
  (key): { reading: AskedQuestion | null } => {
    const [topic, question] = JSON.parse(key) as [string, string];
    const asked = questionVector(question, topic);
    const bare = questionVector(question, '') ?? asked;
    return {
      reading:
        asked === null || bare === null
          ? null
          : {
              asked,
              bare,
              askedStems: subjectStems(question),
              siblings: siblingQuestions(question, topic).filter((sibling) => !(cosine(bare, sibling.vector) > 0.9)),
            },
    };
  },
  { maxChars: 200_000, maxEntries: 200 },
);

function readAskedQuestion(question: string, topic: string): AskedQuestion | null {
  return askedQuestions(JSON.stringify([topic, question])).reading;
}

/** Closeness in meaning of the answer to the question, and a bank question it fits clearly better. */
export function measureMeaning(question: string, answer: string, topic = ''): { meaning: number; closerQuestion: string | null } {
  return meaningOf(question, topic, new Set(contentTokens(answer).map(stem)), () => answerRowsOf(answer));
}

/** The rows in the word vectors of the answer's first 1,500 content words (-1 for a word not kept). */
function answerRowsOf(answer: string): number[] {
  return contentTokens(answer).slice(0, 1500).map(wordRow);
}

function meaningOf(
  question: string,
  topic: string,
  answerStems: ReadonlySet<string>,
  answerRows: () => readonly number[],
): { meaning: number; closerQuestion: string | null } {
  const q = readAskedQuestion(question, topic);
  const said = q === null ? null : meanVectorOfRows(answerRows());
  if (q === null || said === null) return { meaning: 0, closerQuestion: null };
  const meaning = Math.max(0, cosine(q.asked, said));
  let closerQuestion: string | null = null;
  // Questions are compared on their own words, the asked one too, so the field named in the topic does not tip it.
  let best = Math.max(cosine(q.bare, said), meaning) + SIBLING_MARGIN;
  const named = namedSubjects(q.askedStems, answerStems);
  for (const sibling of q.siblings) {
    // It answers that question only if it also names two subjects of that question's own that the asked one does not have.
    if ((named.get(sibling) ?? 0) < 2) continue;
    const fit = cosine(sibling.vector, said);
    if (fit > best) [best, closerQuestion] = [fit, sibling.question];
  }
  return { meaning, closerQuestion };
}

/**
 * The question without a leading label of the exam or format it comes from ("(Aptis speaking, part 1)",
 * "[IELTS part 2]"): the label names the test, not what the answer should speak about.
 */
function withoutFormatLabel(question: string): string {
  return question.replace(/^\s*[([][^)\]]{1,80}[)\]]\s*/, '') || question;
}

interface QuestionTerm {
  term: string;
  display: string;
  /** Its row in the word vectors (the question's spelling, else the stem). */
  row: number;
  related: ReadonlySet<string>;
}

/** The question's subject terms, kept for the questions asked last. */
/**
 * "leadership outside the classroom", "a hobby outside work": what the answer is asked to be away from is no subject it
 * must speak of (set CD's coach: a soccer captaincy was said to speak of "something else" than the classroom).
 */
const AWAY_FROM =
  /\b(outside|beyond|apart from|away from) (of )?((the|your|a|an) [a-z]+|work|school|class|college|university|uni|lessons|hours|office hours)\b/gi;

/**
 * A person's age ("a nervous eight-year-old", "a sixteen year old bowler") says who, not what the question asks about; nor
 * does a count said in words (set CE's coach: "the question asks about 'eight', 'year', 'full'").
 */
const AGE = new RegExp(String.raw`\b${AGE_PHRASE}\b`, 'gi');

const readQuestionTerms = keptByText(
  (question): QuestionTerm[] =>
    [...subjectStems(question.replace(AWAY_FROM, ' ').replace(AGE, ' '))]
      .filter((s) => !WEAK_TERMS.has(s) && !NUMBER_WORDS.has(s) && s.length > 1)
      .map((term) => {
        const display = displayWord(term, question);
        return { term, display, row: wordRow(display) >= 0 ? wordRow(display) : wordRow(term), related: relatedGroupOf(term) };
      }),
  { maxChars: 100_000, maxEntries: 200 },
);

/** The rating gate and the answer's signals both measure an answer's relevance, most often of the same text: the last readings are kept. */
const readings = keptByText(
  (key) => {
    const [askedQuestion, answer, topic, context] = JSON.parse(key) as [string, string, string, string];
    return readRelevance(askedQuestion, answer, { topic, context });
  },
  { maxChars: 100_000, maxEntries: 2 },
);

export function measureRelevance(askedQuestion: string, answer: string, extra: RelevanceContext = {}): Relevance {
  const reading = readings(JSON.stringify([askedQuestion, answer, extra.topic ?? '', extra.context ?? '']));
  return { ...reading, terms: [...reading.terms], addressed: [...reading.addressed], saidAs: [...reading.saidAs], missed: [...reading.missed] };
}

function readRelevance(askedQuestion: string, answer: string, extra: RelevanceContext): Relevance {
  const question = withoutFormatLabel(askedQuestion);
  const answerStems = new Set(contentTokens(answer).map(stem));
  const strong = readQuestionTerms(question);
  const addressed: string[] = [];
  const saidAs: string[] = [];
  const missed: string[] = [];
  const answerWords = contentTokens(answer);
  const wordWith = (found: (word: string) => boolean): string => answerWords.find(found) ?? '';
  let covered = 0;
  let direct = 0;
  let soft = 0;
  // The answer's words are looked up in the word vectors once, and only when a term or the meaning needs them.
  let rows: number[] | null = null;
  const answerRows = (): number[] => (rows ??= answerRowsOf(answer));
  let specific: number[] | null = null;
  const specificRows = (): number[] => (specific ??= [...new Set(answerRows())].filter((row) => row >= SPECIFIC_FROM * 2));
  for (const { term, display, row, related } of strong) {
    const doer = doerOf(term, answerStems);
    if (answerStems.has(term)) {
      covered += 1;
      direct += 1;
      addressed.push(display);
      saidAs.push(wordWith((w) => stem(w) === term));
    } else if ([...related].some((r) => answerStems.has(r))) {
      covered += 0.7;
      addressed.push(display);
      saidAs.push(wordWith((w) => related.has(stem(w))));
    } else if (doer !== null) {
      // "What makes a good dry stone waller?" - "a wall that's rushed...": the work names the one who does it.
      covered += 0.7;
      direct += 1;
      addressed.push(display);
      saidAs.push(wordWith((w) => stem(w) === doer));
    } else if (closeInMeaning(row, specificRows)) {
      covered += 0.5;
      soft += 1;
      addressed.push(display);
      // Close in meaning is not the same word: it is not said back as the answer's word for the term.
      saidAs.push('');
    } else missed.push(display);
  }
  const contextStems = subjectStems(extra.context ?? '');
  const contextHit = [...contextStems].some((s) => s.length > 3 && !WEAK_TERMS.has(s) && answerStems.has(s));
  if (strong.length === 0) {
    // Nothing to check against: an answer about the speaker (or the topic) is on topic.
    const topicHit = [...subjectStems(topicWithoutFocusMarker(extra.topic ?? ''))].some((s) => answerStems.has(s));
    const aboutSpeaker = tokenize(answer).filter((t) => t === 'i' || t === 'my' || t === "i'm" || t === 'me').length >= 2;
    const onTopic = aboutSpeaker || topicHit || contextHit;
    return {
      terms: [],
      addressed: [],
      saidAs: [],
      missed: [],
      score: onTopic ? 0.8 : 0,
      judged: false,
      onTopic,
      meaning: 0,
      closerQuestion: null,
      openedOn: null,
    };
  }
  const { meaning, closerQuestion } = meaningOf(question, extra.topic ?? '', answerStems, answerRows);
  const byMeaning = closerQuestion === null && meaning >= MEANING_ON_TOPIC;
  const meaningScore = byMeaning ? Math.min(1, 0.6 + (meaning - MEANING_ON_TOPIC) * 3) : 0;
  const score = Math.min(1, covered / Math.min(2, strong.length));
  // One loosely related word is not enough when the question names three subjects or more:
  // it takes a word of the question itself, or related words for two of its terms.
  // An answer in the trade's own words ("breaker" for "circuit", "the job" for "site") speaks to the
  // question when its words as a whole lean the same way.
  // Word vectors put opposites close ("calm", "volatile"), so it takes the question's only term, or
  // two of its terms with the whole answer leaning the same way (clearly so when they are not two-thirds of them).
  const softly =
    closerQuestion === null &&
    soft > 0 &&
    ((strong.length === 1 && meaning >= MEANING_WITH_A_CLOSE_WORD) ||
      (addressed.length >= 2 && (meaning >= MEANING_ON_TOPIC || (addressed.length >= (strong.length * 2) / 3 && meaning >= MEANING_WITH_A_CLOSE_WORD))));
  // An answer that opens on a subject the question does not ask about answers another question, whatever words it shares.
  const openedOn = otherOpeningSubject(question, answer);
  const onTopic = openedOn === null && (direct > 0 || addressed.length - soft >= (strong.length <= 2 ? 1 : 2) || contextHit || byMeaning || softly);
  const lexical = contextHit ? Math.max(score, 0.5) : score;
  return {
    terms: [...addressed, ...missed],
    addressed,
    saidAs,
    missed,
    score: Math.max(lexical, meaningScore),
    judged: true,
    onTopic,
    meaning,
    closerQuestion,
    openedOn,
  };
}

/** The answer's stem for the work a doer is named for ("wall" for "waller", "teach" for "teacher", "drive" for "driver"), or null. */
function doerOf(term: string, answerStems: ReadonlySet<string>): string | null {
  if (!term.endsWith('er')) return null;
  return [term.slice(0, -2), term.slice(0, -1)].find((work) => work.length >= 4 && answerStems.has(work)) ?? null;
}

/** The question's own spelling of a stemmed term, for quoting it back to the user. */
export function displayWord(term: string, text: string): string {
  return contentTokens(text).find((w) => stem(w) === term) ?? term;
}
