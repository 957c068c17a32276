import type { AnswerFramework } from '../ai.schemas.js';
import type { Judgement, RaterInput } from './judgement.js';
import { topicWithoutFocusMarker } from '@speakwell/contracts';
import { FACTUAL_QUESTION, FRAMEWORK_STEPS, STORY_KINDS } from './question-kind.js';
import { outlineRealAnswer, roleOf } from './answer-outline.js';
import { contentTokens, stem } from '../text/words.js';
import { writtenExampleFor } from './written-examples.js';
import { agreementFixerFor, withAgreementFixed } from './verb-agreement.js';
import { withCommonSlipsFixed } from './common-slips.js';
import { withOwnVerbsInThePast } from './told-in-the-present.js';
import { isPastVerb } from './past-forms.js';
import { answerSentences, onlyWeighs, STANDS, withoutHesitations } from './answer-signals.js';
import { hasNoFullStop } from './spoken-runs.js';
import { actsIn, consecutiveParts, onlyOutcome, opensWithFirstStep, readUnit, saysAny } from './example-answer-parts.js';

/**
 * The example answer: a real answer, never a template with invented facts. A written answer for a
 * common question when it fits the role; otherwise the learner's own facts, fillers removed, put in
 * the framework's order. An answer that cannot be built on (a non-answer, unsafe practice, words that
 * cannot be followed, too little said) is not rewritten: the learner gets what a real answer needs.
 */
export function buildExampleAnswer(input: RaterInput, j: Judgement, framework: AnswerFramework): string {
  // A good answer is the best model there is for its learner: their own facts, put in order. Someone
  // else's story, however well told, is of another job.
  // A plan held down only for want of a case of the speaker's own is still the learner's plan: put in order, it models
  // the plan, and the feedback asks for the case (blind coaches: an outline is no model answer).
  if (!cannotBuildOn(j) && (j.cap?.keepsThePlan === true ? j.score : j.rating) >= MODEL_FROM) {
    const own = restructure(input, j, framework);
    if (own !== null) return own;
  }
  const written = writtenExampleFor(input.question);
  if (written !== null && (j.kind === 'technical' || fitsRole(written, input.topic))) return written;
  if (j.kind === 'opinion' && FACTUAL_QUESTION.test(input.question)) return FACTUAL_OUTLINE;
  const outline = outlineRealAnswer(input, j.kind, framework, j.redFlags);
  // A question the rater knows the facts of: the outline names them, so it is written for this question, not any.
  return j.correctness.known ? `${outline}\n\n**The points a correct answer makes:** ${j.correctness.made.concat(j.correctness.missed).join('; ')}.` : outline;
}

const FACTUAL_OUTLINE = [
  'A real answer to this question has these parts, in this order:',
  '**Answer:** The facts asked for, in your first sentence: the name, the place, the date or the amount.',
  '**Details:** One or two facts that prove it (who they are to you, an address, a document you can show).',
  '**Close:** Stop there, or add one short sentence that ties it to your plans. Keep it short and true.',
].join('\n\n');

/** Answers rated below this get what a real answer needs, not their own words reordered. */
const MODEL_FROM = 3.8;

/** Junk, unsafe or empty of substance: what the rater found in it rules it out as the base of a model. */
function cannotBuildOn(j: Judgement): boolean {
  return (
    j.gate !== null ||
    (j.cap !== null && j.cap.ceiling < MODEL_FROM && j.cap.keepsThePlan !== true) ||
    j.redFlags.length > 0 ||
    j.nonAnswer !== null ||
    j.coherence.verdict !== null ||
    j.graderText.length > 0 ||
    j.signals.newSubjectWords < 8
  );
}

/**
 * The written answers tell of office work: they serve a learner practising for another job only when they
 * speak of it. A topic of general words ("Job interview", "Practice Session", "Focused Session") names no job.
 */
function fitsRole(written: string, topic: string): boolean {
  const named = contentTokens(roleOf(topic) ?? topicWithoutFocusMarker(topic)).filter((w) => w.length > 3 && !GENERAL_TOPIC_WORDS.has(w));
  if (named.length === 0) return true;
  const said = new Set(contentTokens(written).map(stem));
  return named.some((w) => said.has(stem(w)));
}

const GENERAL_TOPIC_WORDS = new Set(
  'interview interviews job jobs practice practise session sessions focused general common questions question behavioural behavioral mock prep preparation english speaking hr competency graduate scheme time night day economy hours shift shifts'.split(
    ' ',
  ),
);

/**
 * The learner's answer under the framework's headings, in the order they told it; null when it fills
 * only one part, which would be their text again, not a model (a method told as its steps is the exception). Each sentence is read for what it is
 * (an action, an outcome, a lesson, the task, the scene, a reason, an example), and the answer is cut
 * into consecutive parts in the framework's order that agree with those readings best. Sentences keep
 * their places: a sentence taken from the middle of a story and put first refers to nothing ("If one's
 * missing I log it"), and an outcome put under the scene reads as if it came first. Only an outcome that
 * says what it says on its own moves to the end, and a view the answer comes to moves to the front.
 */
function restructure(input: RaterInput, j: Judgement, framework: AnswerFramework): string | null {
  const s = j.signals;
  const spoken = withoutHesitations(input.answer.slice(0, 10_000).replace(/[’]/g, "'"));
  const unpunctuated = hasNoFullStop(spoken);
  // Each slip is put right as the whole answer tells it, the way the feedback names it.
  const agreeing = agreementFixerFor(spoken);
  const sentences = answerSentences(spoken)
    .slice(0, 14)
    .flatMap((sentence) => splitAtOutcome(sentence, s))
    // Only speech-to-text is cut by the rater: a writer's own full stops stand ("...on one track only.").
    .map((sentence) => (unpunctuated ? mendCut(sentence) : sentence));
  // A long spoken run is read in 40-word pieces: a piece that carries on the last one is part of it.
  const units: string[][] = [];
  sentences.forEach((sentence, index) => {
    if (index > 0 && !/[.!?]$/.test(sentences[index - 1])) units[units.length - 1].push(sentence);
    else units.push([sentence]);
  });
  // A line that only takes or hands back the turn ("sure.", "that's about it.") is no part of the answer:
  // the scene after "sure." is still the opening.
  for (let i = units.length - 1; i >= 0; i -= 1) if (units[i].every((piece) => TURN_ONLY.test(tidy(piece)))) units.splice(i, 1);
  const steps = FRAMEWORK_STEPS[framework];
  const read = (): number[][] => {
    const fits = units.map((pieces, index) => readUnit(pieces, index, units.length, framework, j));
    // What comes after the last thing the speaker did is how it ended (a change made afterwards is the lesson, not the doing).
    const lastAction = units.reduce((found, pieces, index) => (actsIn(pieces, s) && !saysAny(pieces, s.lessons) ? index : found), -1);
    if (framework !== 'PREP' && lastAction >= 0) for (const fit of fits.slice(lastAction + 1)) fit[fit.length - 1] += 1;
    return fits;
  };
  let readings = read();
  // A model answer opens with the view the speaker comes to, not with "that's a good one, there's two sides really".
  if (framework === 'PREP' && onlyWeighs(units[0]?.[0] ?? '')) {
    const viewAt = units.findIndex((pieces, index) => index > 0 && pieces.some((p) => STANDS.test(p) && !onlyWeighs(p)));
    if (viewAt > 0) {
      const view = units[viewAt];
      units.splice(viewAt, 1);
      units.splice(0, 1, view);
      readings = read();
    }
  }
  const last = steps.length - 1;
  // An outcome told before the speaker's last action ("within a week she was settled. I kept a diary...")
  // still belongs to how it ended: it says what it says on its own, so it can move to the end.
  const firstAction = units.findIndex((pieces) => actsIn(pieces, s));
  const ending = units.map((pieces, index) => framework !== 'PREP' && firstAction >= 0 && index > firstAction && onlyOutcome(pieces, j));
  const told = units.filter((_, index) => !ending[index]);
  const parts = consecutiveParts(
    readings.filter((_, index) => !ending[index]),
    steps.length,
  );
  // Told as one part, an opening that is not the first step ("it's a judgement call, I look at...") says
  // what matters most: a single heading over the whole answer is no model.
  if (parts.length > 1 && parts.every((part) => part === parts[0]) && !ending.some(Boolean) && !opensWithFirstStep(told[0] ?? [])) parts[0] = 0;
  const sections: string[][] = steps.map(() => []);
  let next = 0;
  units.forEach((pieces, index) => sections[ending[index] ? last : parts[next++]].push(pieces.join(' ')));

  // A story told in the present is modelled in the past: "I stopped the bus", not "I stop the bus".
  const tense = (sentence: string): string => (s.presentTense && STORY_KINDS.has(j.kind) ? withOwnVerbsInThePast(sentence) : sentence);
  // A part that tidies to nothing ("does that make sense. yeah") or only hands the turn back ("Sure.",
  // "That's about it.") is left out.
  sections.forEach(
    (part, i) =>
      (sections[i] = part.map((sentence) => tidy(tense(agreeing(sentence)))).filter((sentence) => /[a-z]{2}/i.test(sentence) && !TURN_ONLY.test(sentence))),
  );
  // "I pulled twelve months of invoices. Then went back to our suppliers": a sentence cut where the speaker said no
  // subject again gets theirs back ("Then I went back"), as a model answer says it (sets BA and BB's coaches).
  let subject: string | null = null;
  for (const part of sections)
    part.forEach((sentence, k) => {
      part[k] = sentence.replace(SUBJECTLESS, (whole: string, join: string, verb: string) =>
        subject !== null && isPastVerb(verb) && !NOT_A_VERB_HERE.has(verb.toLowerCase()) ? `${join} ${subject} ${verb}` : whole,
      );
      const said = [...part[k].matchAll(/\b(I|we|We)\b/g)].pop();
      if (said !== undefined) subject = said[1] === 'I' ? 'I' : 'we';
    });
  // A method told step by step from its first step ("First I'd recount it...") is modelled as those steps, tidied:
  // the learner's own plan is a better model than an outline.
  const action = steps.indexOf('Action');
  const stepsOnly = !STORY_KINDS.has(j.kind) && action >= 0 && sections[action].length >= 2;
  if (sections.filter((part) => part.length > 0).length < 2 && !stepsOnly) return null;
  // A part the learner did not tell is left out rather than invented.
  return steps
    .map((step, i) => (sections[i].length > 0 ? `**${step}:** ${sections[i].join(' ')}` : ''))
    .filter((part) => part !== '')
    .join('\n\n');
}

/**
 * A spoken run cut where its clause does not end: "resealed and." loses the "and" that joined it to the next, and "the
 * way I do it is.", "spot checks with me the.", "and I'd." carry on into the next piece (a piece without a full stop is
 * read with the one after it), so no sentence of the example ends on a word that wants more.
 */
function mendCut(sentence: string): string {
  if (WANTS_MORE_AT_THE_END.test(sentence)) return sentence.replace(/\.$/, '');
  return sentence.replace(DANGLING_JOIN, '.');
}
const WANTS_MORE_AT_THE_END = /\b(?:the|a|an|from|is|are|was|were|i'd|we'd|you'd|my|his|their|our|your|than|be)\.$/i;
const DANGLING_JOIN = /[\s,]+(?:and|or|but|so)\.$/i;

/** "I stopped serving him and told the senior crew, after that he was quieter": the actions, then how it ended. */
function splitAtOutcome(sentence: string, s: Judgement['signals']): string[] {
  const result = s.results.find((q) => q.sentence === sentence);
  const acted = s.ownActions.some((q) => q.sentence === sentence);
  if (
    result === undefined ||
    !acted ||
    !/^(after that|in the end|as a result|the result|the outcome|ultimately|which (led|meant|helped|reduced|increased|saved|cut|improved)|ended up|turned out|since then)/i.test(
      result.marker,
    )
  )
    return [sentence];
  const at = sentence.toLowerCase().indexOf(result.marker.toLowerCase());
  if (at <= 20) return [sentence];
  const before = sentence.slice(0, at).replace(/[\s,;]*(and|so|then)?[\s,;]*$/i, '');
  const after = sentence.slice(at);
  return [before, after];
}

/** A sentence that opens on "Then" or "But" and a verb, its subject left in the sentence before. */
const SUBJECTLESS = /^(Then|But|And then|So then) ([a-z]+)\b/;
/** Past forms that open a clause of their own after "then": "then came the rain", "but still". */
const NOT_A_VERB_HERE = new Set(['came', 'was', 'were', 'had', 'did', 'need', 'used', 'red', 'bed', 'shed', 'hundred', 'seed', 'speed']);

/** Spoken fillers and restarts that a model answer leaves out. */
const SPOKEN_FILLERS =
  /\b(?:(um+|uh+|erm|er|(?<!(?:do|did|if|don't|didn't|you|someone|people) )you know(?! (?:well|about|better|best)\b)|i mean|yeah|(?<!(?:that|this|what|which|the|a|any|some|one|every) )(?:sort|kind) of|basically|honestly|(?<!(?:better|best|important|good|need|needs|have|has|had|want|wants|try|tried|got) )to be honest|i guess|pretty much|or something(?: like that)?|(?:and )?(?:stuff|things) like that|and stuff|like(?= (?:about |around )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|a (?:few|couple|hundred|dozen)|half)\b))\b|like,)\s*,?\s*|\b(?!(?:fifty|half|bye|no|tut|boo|knock|chop|hush|pooh|ha|bla|blah|twenty|nineteen)\b)(\w+(?:'\w+)?)(?:-|,)?\s+(?=\2\b(?!'))/gi;

/** What a speaker takes back and says again: from a subject or a noun phrase to "i mean", "no sorry", or a repeated verb. */
const SELF_REPAIR =
  // "i wrote a i put together a short paper": a verb and its article dropped for another verb (set BA's coach).
  /\b(?:i|we) (?!(?:mean|think|guess|said|told)\b)\w+ (?:a|an|the|some|my|our) (?=(?:i|we) \w+)|\b(?:i|we|he|she|they)(?: (?!mean\b)\w+){1,4},? (?:sorry )?i mean,? (?=(?:i|we|he|she|they)\b)|\b(?:a|an|the)(?: (?!(?:said|says|told|asked|was|is|were|are)\b)\w+){1,2},? (?:no sorry|sorry no|sorry i mean|no i mean|i mean),? (?=(?:a|an|the)\b)|\b(?:i|we|he|she|they) (\w+) (?=(?:i|we|he|she|they) \1\b)/gi;

/** A sentence that only takes or hands back the turn: no part of a model answer. */
const TURN_ONLY =
  /^(?:sure|ok(?:ay)?|right|yes|yeah|well|so|thanks?|thank you|that's (?:it|all|about it|everything)|i think that's (?:it|all|about it)|so yeah|yeah,? that's (?:it|all))[.!]?$/i;

/** Days and months as speech-to-text writes them ("on monday", "in september"); not "may" or "march", which are also words. */
const CALENDAR_NAMES =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g;

function tidy(sentence: string): string {
  // A model answer is said the way an examiner would accept it: "she lives", "the deliveries were".
  const trimmed = withCommonSlipsFixed(withAgreementFixed(sentence))
    // A self-repair is said as repaired: "i was fitting a i mean we were fitting" is "we were fitting", "a bungalow no
    // sorry a town house" is "a town house", "we put i put up" is "i put up".
    .replace(SELF_REPAIR, '')
    .replace(SPOKEN_FILLERS, '')
    // A check put to the listener is not part of a model answer.
    .replace(/\b(does that make sense|if that makes sense|you know what i mean)\b[?.]?/gi, '')
    // A restarted phrase ("he was just he was more restless") is said once.
    .replace(/\b(\w+(?: \w+){1,3})(?: just)?,? (?=\1\b)/gi, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,.;:])(?:\s*[,.;:])+/g, '$1')
    .trim()
    // Speech-to-text writes the pronoun "i"; a spoken run-up ("right so", "ok so") is not part of the answer.
    .replace(/\bi(?=$|[\s,.;:!?]|'(?:m|d|ve|ll)\b)/g, 'I')
    .replace(/^(?:(?:so|and|like|well|okay|ok|oh|sure|yeah|yes|right|um|uh),?\s+)+/i, '');
  // A piece that ends where the next section starts keeps no joining word ("...and resealed and").
  const ended = trimmed.replace(/[\s,]+(?:and|but)[.,]?$/i, '');
  const capitalised = (ended.charAt(0).toUpperCase() + ended.slice(1)).replace(CALENDAR_NAMES, (name) => name.charAt(0).toUpperCase() + name.slice(1));
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
