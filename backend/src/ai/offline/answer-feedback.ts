import type { AnswerFramework } from '../ai.schemas.js';
import { DAYS, MONTHS } from '../text/words.js';
import { answerSentences, isStepList, onlyWeighs, STANDS, withoutHesitations, type AnswerSignals, type Quote } from './answer-signals.js';
import { criterionScore, type Judgement } from './judgement.js';
import { clipAround } from './red-flags.js';
import { ASKS_FOR_A_VIEW, FACTUAL_QUESTION, FRAMEWORK_STEPS, STORY_KINDS } from './question-kind.js';
import { realAnswerNeeds } from './answer-outline.js';
import { hasNoFullStop } from './spoken-runs.js';
import { describeGraderText, stripGraderText } from '../text/grader-text.js';
import { isThinAnswer } from '../rating-gate.js';
import { describeIncoherence } from './coherence.js';
import { describeNonAnswer } from './answer-type.js';
import { findAgreementSlips } from './verb-agreement.js';
import { findCommonSlips } from './common-slips.js';
import { presentToldVerbs } from './told-in-the-present.js';
import { isPastVerb } from './past-forms.js';
import { answeredWhatWasAsked, cameToThem, firstHand, list, quote, withoutRepeatedQuotes } from './feedback-quotes.js';
import { feedbackOnTheEnding, setsScene, TOLD_CASE } from './story-parts.js';
import { countPracticeSteps, stepsSaidWithYou } from './practice-steps.js';
import { tieToTheQuestion } from './tie-to-the-question.js';
import { changedForNextTime, givesAReason, laysOutSteps, opensOnTheCase, tellsARealCase } from './already-said.js';

/**
 * Feedback about this answer: what it did, quoted back, and what it missed for its kind of
 * question. At most three points each way, the most important first.
 */
export function writeFeedback(j: Judgement, answer: string, used: AnswerFramework | null, framework: AnswerFramework, question = ''): string {
  const worked: string[] = [];
  const improve: string[] = [];
  // Nothing in a sentence the rater flagged is quoted as a strength.
  const flagged = new Set(j.redFlags.map((f) => f.sentence.trim()));
  const s = withoutFlagged(j.signals, flagged);
  // Capped at 2 or below, the answer failed on what it is: nothing in it is praised.
  const failed =
    j.redFlags.length > 0 ||
    j.nonAnswer !== null ||
    j.coherence.verdict !== null ||
    j.graderText.length > 0 ||
    (j.cap !== null && j.cap.ceiling <= 2 && j.cap.creditsTheStory !== true);
  if (j.cap !== null) improve.push(j.cap.why);
  // Every reason the answer fails is named, not only the one that set the cap.
  for (const flag of j.redFlags) {
    if (j.cap?.why.includes(flag.what) !== true)
      improve.push(
        `An interviewer would${j.cap?.why.startsWith('An interviewer') === true ? ' also' : ''} fail ${flag.what}: "${clipAround(flag.sentence, flag.evidence)}".`,
      );
  }
  if (j.redFlags.length > 0) improve.push(`Say instead how you would ${j.redFlags.map((f) => f.instead).join('; and ')}.`);
  if (j.graderText.length > 0 && j.cap?.why.includes(describeGraderText(j.graderText)) !== true) improve.push(describeGraderText(j.graderText));
  if (j.coherence.verdict !== null && j.cap?.why.startsWith(describeIncoherence(j.coherence.verdict)) !== true)
    improve.push(`${describeIncoherence(j.coherence.verdict)}.`);
  // What kind of answer it is means nothing when the words themselves could not be read.
  if (j.nonAnswer !== null && (j.gate === null || j.gate === 'off-topic') && j.cap?.why.startsWith(describeNonAnswer(j.nonAnswer)) !== true)
    improve.push(`${describeNonAnswer(j.nonAnswer)}.`);
  if (s.fillerTotal >= 2)
    improve.push(
      `You used ${s.fillerTotal} filler words (${s.fillers.map((f) => `'${f.filler}' x${f.count}`).join(', ')}). A short silent pause sounds more confident.`,
    );

  // Slips an examiner marks down, put right: the verb after its subject ("he tries"), and phrases that
  // are wrong wherever they stand ("to relax", "because it is").
  const slips = j.gate === null && !failed ? [...findAgreementSlips(answer), ...findCommonSlips(answer)] : [];
  if (slips.length > 0)
    improve.push(
      `Put these right, as an examiner would mark them: ${slips
        .slice(0, 3)
        .map((slip) => `say "${slip.fixed}", not "${slip.said}"`)
        .join(', ')}${slips.length > 3 ? `, and ${slips.length - 3} more like them` : ''}.`,
    );

  if (j.gate !== null || failed) {
    // The answer failed on what it is, not on how it is told: say what a real answer needs, and praise nothing.
    const off = offQuestion(j, answer);
    if (off !== null) improve.push(off);
    // Every wrong key fact is put right, not only the one that set the cap (set CE's coach: a misread p value and peeking).
    for (const wrong of j.correctness.wrong) if (j.cap?.why.includes(wrong) !== true) improve.push(`It also gets a key fact wrong: ${wrong}.`);
    // A time told in full, failed for a step in it, needs that step done right, not "a real answer tells one time"
    // (blind coaches of AQ: it asks for a story the answer already has).
    if (!toldWithAFlaggedStep(j, answer)) improve.push(realAnswerNeeds(j.kind, question));
  } else {
    // One or two of a long question's words (its setting: "the site", "the pitch") are not an answer to what it asks.
    const terms = s.relevance.addressed.length + s.relevance.missed.length;
    const touchesOnly = terms >= 6 && s.relevance.addressed.length / terms < 0.3;
    // A weak answer that names the question's words ("risk management is in my dna") is not told it answered it.
    if (s.relevance.addressed.length > 0 && s.relevance.score >= 0.6 && !touchesOnly && j.rating >= WEAK_BELOW) worked.push(answeredWhatWasAsked(answer, s));
    else if (unanswered(s).length > 0 && s.relevance.score < 0.5) {
      // A story found to answer the question only in the trade's own words needs the link said, unless it is told in full
      // (its own steps and how it ended): there the blind coaches of set BA found its opening already spoke to the
      // question (BA6, BA15, BA39: "names a fault that is not there").
      if (j.inOtherWords && STORY_KINDS.has(j.kind) && !toldInFull(j)) improve.push(tieToTheQuestion(question, unanswered(s)));
      // Found to answer it in other words: telling the learner it does not is false.
      else if (!j.inOtherWords)
        improve.push(`Speak to the question directly: it asks about ${list(unanswered(s).slice(0, 3))}, which the answer does not address.`);
    }
    if (s.contextTermsUsed.length > 0) worked.push(`You tied the answer to your context (${list(s.contextTermsUsed.slice(0, 3))}).`);
    kindFeedback({ ...j, signals: s }, worked, improve, answer, question);
    // Someone else solved it: what the story lacks is the speaker's own part, which the cap names; an ending or a lesson
    // added to someone else's work would not lift it.
    if (j.cap?.creditsTheStory === true) {
      // Nor is the speaker's own part praised as the story's work.
      for (let i = worked.length - 1; i >= 0; i--) if (worked[i].startsWith('You said what you did yourself')) worked.splice(i, 1);
      for (let i = improve.length - 1; i >= 0; i--) if (OWN_STORY_TIPS.test(improve[i])) improve.splice(i, 1);
      improve.push('Tell a time the solution was yours, or your own part in this one step by step: what you noticed, what you decided, what you did.');
    }
    // "There's two sides really" holds a number word, and no detail.
    const concrete = s.numbers.find((q) => !onlyWeighs(q.sentence)) ?? null;
    if (concrete !== null) worked.push(`Concrete detail: ${quote(concrete)}.`);
    // Terms of the trade ("stop tap", "consumer unit") are concrete detail too: Detail already credits them.
    // "last month ... on saturday morning": a day or a month said is a concrete detail already (set AS's coach).
    else if (s.names.length === 0 && criterionScore(j.criteria, 'Detail') < 0.4 && !SAYS_WHEN.test(answer))
      improve.push('Add one concrete detail the listener can picture: a number, a name, a date or a place.');
    const complete = STORY_KINDS.has(j.kind) && s.ownActions.length >= 2 && (s.results.length > 0 || s.lessons.length > 0);
    // A visa officer's factual question wants a short, direct answer: no advice to talk for two minutes.
    if (s.newSubjectWords < 25 && j.cap === null && j.rating < 4 && !complete && !FACTUAL_QUESTION.test(question))
      improve.push(`Say more: the answer has ${s.wordCount} words. About 120-250 words (one to two minutes) gives room for the detail.`);
    if (s.wordCount > 400) improve.push(`Cut it down: at ${s.wordCount} words it is long for a spoken answer. Keep the two or three points that matter most.`);
  }
  if (answer.trim() === '') improve.push('Record an answer of about one to two minutes.');

  const frameworkLine = used
    ? `**Framework:** your answer follows ${used} (${FRAMEWORK_STEPS[used].join(' → ')}).`
    : `**Framework to try:** ${framework} (${FRAMEWORK_STEPS[framework].join(' → ')}).`;
  // A capped answer's parts are shown no better than the cap allows: "Detail 83%" beside a 1.4 for gibberish says the opposite of the rating.
  // An adequate answer held at 3.4 for want of a case is as relevant and as full as it is: its parts are shown as they are.
  const shown = (score: number): number => (j.cap === null || j.cap.ceiling >= 3 ? score : Math.min(score, Math.max(0, (j.cap.ceiling - 1) / 4)));
  const breakdown = j.criteria.map((c) => `${c.name} ${Math.round(shown(c.score) * 100)}%`).join(' · ');
  const nothing =
    j.redFlags.length > 0
      ? // Sound steps around an unsafe one are not praised, nor denied: the unsafe step is what decides.
        'Nothing in this answer can be credited while it keeps the step named below: an interviewer would stop there, however sound the rest.'
      : j.gate !== null || failed
        ? 'Nothing in this answer can be credited yet: the points below say why, and what a real answer needs.'
        : 'Nothing specific stood out yet: the points below show what would lift it.';
  const shownWorked = withoutRepeatedQuotes(worked.slice(0, 4));
  return [
    '### What worked',
    bullets(shownWorked.length > 0 ? shownWorked : [nothing]),
    '',
    '### What to improve',
    bullets(improve.length > 0 ? improve.slice(0, 5) : [complete(s.wordCount)]),
    '',
    frameworkLine,
    '',
    `*${breakdown}*`,
  ].join('\n');
}

/** Tips on how a story of the speaker's own is told: beside someone else's work they do not apply. */
const OWN_STORY_TIPS =
  /^(End with the outcome|Make the ending specific|Add what you learned|Give the other steps you took|Say what \*you\* did|Start with one sentence that sets the scene)/;

/** Nothing to improve: say so, and what the next question in an interview would ask of it. */
function complete(words: number): string {
  if (words < 120) return 'Keep this level: it is short and complete. If the listener asks for more, say why you chose this approach.';
  // Spoken at about 130 words a minute, only a long answer risks running past two minutes.
  return words < 260
    ? 'Keep this level: it is complete. Be ready for the follow-up an interviewer would ask next: why you chose this approach, and what else you considered.'
    : 'Keep this level: practise saying it in under two minutes.';
}

/** A story with the speaker's own steps and how it ended. */
function toldInFull(j: Judgement): boolean {
  return STORY_KINDS.has(j.kind) && j.signals.ownActions.length >= 3 && j.signals.results.length > 0;
}

/** Question words the answer leaves out, less those its lesson or outcome already answers ("what did you learn"). */
function unanswered(s: AnswerSignals): string[] {
  return s.relevance.missed.filter(
    (w) => !(/^(learn|lesson)/i.test(w) && s.lessons.length > 0) && !(/^(result|outcome|happen)/i.test(w) && s.results.length > 0),
  );
}

/** When the answer is about something else: the question it fits better, or the subjects it leaves out. */
function offQuestion(j: Judgement, answer: string): string | null {
  const r = j.signals.relevance;
  // Claims, a definition or an advert fit another question of the bank, or speak of something else, no more than they
  // answer this one: saying so beside what the answer was read as says two things at once (the CK-CL coach's G5).
  const readAsANonAnswer = j.nonAnswer !== null || (j.cap?.why.startsWith('Read as a whole') === true && !j.cap.why.includes('different question'));
  if (readAsANonAnswer) return null;
  if (r.closerQuestion !== null && j.gate === 'off-topic') return `It answers a different question ("${r.closerQuestion}") rather than the one asked.`;
  if (r.openedOn !== null && j.gate === 'off-topic')
    return `It opens on "${r.openedOn}", which is not what the question asks about: it answers a different question. Start from what is asked.`;
  if (j.gate === 'off-topic' && r.missed.length > 0 && !isThinAnswer(stripGraderText(answer).answer))
    return `The question asks about ${list(r.missed.slice(0, 3))}, and the answer speaks of something else.`;
  return null;
}

function kindFeedback(j: Judgement, worked: string[], improve: string[], answer = '', question = ''): void {
  const s = j.signals;
  if (STORY_KINDS.has(j.kind)) {
    // A scene is set where a story starts: "when i was there" in its last sentence is not one.
    const told = answerSentences(withoutHesitations(answer));
    const scene = s.situation.find((q) => told.indexOf(q.sentence) <= Math.max(1, Math.floor(told.length / 2)));
    if (scene !== undefined) worked.push(`You set the scene: ${quote(scene)}.`);
    else if (s.opening !== null && setsScene(s.opening)) worked.push(`You set the scene: ${quote({ marker: '', sentence: s.opening })}.`);
    // An opening that already tells what happened ("at month end the bank rec didn't tie out", "I had a man in his fifties") is a scene.
    // "The one that comes to mind is a tapestry for a hospice chapel" names the case it is about (BK23).
    else if (
      s.opening === null ||
      !(/\b(there (was|were)|(was|were|had|hadn't|didn't|wasn't|weren't|got) \w+|[a-z]{3,}ed \w+|\d)/i.test(s.opening) || opensOnTheCase(s.opening))
    )
      improve.push('Start with one sentence that sets the scene: where you were, when, and what was at stake.');
    // The scene often says "I was working..." too: quote a step the speaker took, not the opening again.
    // "So what we did was..." tells what the team did: the speaker's own part is what the listener wants.
    // "i got a call", "we kept getting complaints" is what came to the speaker, not a step they took (set AR's coach).
    const step =
      s.ownActions.find((q) => q.sentence !== s.opening && !s.situation.some((x) => x.sentence === q.sentence) && !cameToThem(q)) ??
      s.ownActions.find((q) => !cameToThem(q)) ??
      s.ownActions[0];
    if (s.ownActions.length >= 2 && s.teamOnly)
      improve.push(`Say what *you* did: every step is "we" (${quote(step)}). Say "I" for your own part, and what the others did.`);
    else if (s.ownActions.length >= 2) worked.push(`You said what you did yourself: ${quote(step)}.`);
    else if (s.ownActions.length === 1) {
      worked.push(`You said what you did yourself: ${quote(step)}.`);
      improve.push('Give the other steps you took, in order, and why you chose them.');
    } else improve.push('Say what *you* did, step by step, in the past tense ("I asked...", "I rewrote..."), not only what happened.');
    if (s.presentTense) {
      // The learner's own verbs put in the past, where the past is certain; otherwise examples of the kind.
      const verbs = presentToldVerbs(answer).slice(0, 3);
      improve.push(
        verbs.length > 0
          ? `Tell it in the past tense: ${verbs.map((v) => `say "${v.fixed.replace(/^i\b/, 'I')}", not "${v.said.replace(/^i\b/, 'I')}"`).join(', ')}. The listener then hears something you did, not something you do.`
          : 'Tell it in the past tense ("I measured...", "I found...", "it went down to..."): the listener then hears something you did, not something you do.',
      );
    }
    feedbackOnTheEnding(j, answer, worked, improve);
    // "We added a line to the permit so any adaptation has to be signed off" is what they would do differently (BN39).
    if (s.lessons.length === 0 && (j.kind === 'challenge' || j.kind === 'behavioural') && !changedForNextTime(answer))
      improve.push('Add what you learned or would do differently: one sentence is enough.');
    return;
  }
  switch (j.kind) {
    case 'technical':
    case 'opinion':
      if (j.correctness.known) {
        if (j.correctness.made.length > 0) worked.push(`Correct key points: ${j.correctness.made.slice(0, 3).join('; ')}.`);
        if (j.correctness.missed.length > 0) improve.push(`Also cover: ${j.correctness.missed.slice(0, 2).join('; ')}.`);
      }
      if (j.kind === 'opinion') {
        const view = clearView(s.positions, s.opening);
        if (view !== null) worked.push(`You took a clear position: ${quote(view)}.`);
        // An opening that only weighs it ("I think, there's two sides really") puts the view off.
        const hedge = [s.opening, s.positions[0]?.sentence].find((sentence): sentence is string => typeof sentence === 'string' && onlyWeighs(sentence));
        if (hedge !== undefined)
          improve.push(
            view !== null
              ? `Say your view in your first sentence: the answer opens by weighing it (${quote({ marker: '', sentence: hedge })}) and says where it stands only later.`
              : `Say where you stand in your first sentence: ${quote({ marker: '', sentence: hedge })} weighs the question without answering it.`,
          );
        if (s.positions.length === 0 && hedge === undefined) {
          // An opening that speaks for the speaker ("'Factfulness' changed how I read the news") states a position.
          if (s.opening !== null && /\b(i|my|me|i'm|i've)\b/i.test(s.opening))
            worked.push(`You answered in your first sentence: ${quote({ marker: '', sentence: s.opening })}.`);
          else improve.push('State your position in the first sentence ("I think...", "I prefer...").');
        }
      }
      const why = s.reasons[0] ?? s.purposes[0];
      if (why !== undefined) worked.push(`You gave a reason: ${quote(why)}.`);
      // "so it's a lot tighter", "where you need raw speed": a reason said as explanations say one (BN41).
      else if (!givesAReason(answer)) improve.push('Give the reason behind your point, for example with "because...".');
      const fromOwnLife = firstHand(s, answer);
      if (s.examples.length > 0) worked.push(`You backed it with an example: ${quote(s.examples[0])}.`);
      // An answer that tells what the speaker did, with figures, is an example already.
      else if (s.ownActions.length >= 2 && s.numbers.length > 0) worked.push(`You backed it with your own experience: ${quote(s.ownActions[0])}.`);
      // "in my school now the computers are very old they take like five minutes to start": a figure from the speaker's own
      // school, work or town is an example of their own (set AR's coach).
      else if (fromOwnLife !== null) worked.push(`You backed it with what you know first-hand: ${quote(fromOwnLife)}.`);
      else if (tellsARealCase(answer)) worked.push('You backed it with a case of your own.');
      else if (j.knowledgeExam) improve.push('Back it with one specific example: a case, a figure or a finding that shows the point.');
      else improve.push('Back it with one specific example from your own work or life ("For example, last year...").');
      if (j.kind === 'opinion' && s.contrasts.length === 0 && s.positions.length > 0 && ASKS_FOR_A_VIEW.test(question) && !FACTUAL_QUESTION.test(question))
        improve.push('Acknowledge the other side in a sentence, then say why you still hold your view.');
      return;
    case 'hypothetical': {
      const spoken = hasNoFullStop(answer);
      const run = answerSentences(answer).find((sentence) => isStepList(sentence, spoken)) ?? null;
      const said = stepsSaidWithYou(answer);
      // A step the speaker says they would take ("I'd get on the PA") shows the plan better than a linking word does.
      if (s.steps.length + s.plannedActions.length >= 2) worked.push(`You laid out steps: ${quote(s.plannedActions[0] ?? s.steps[0])}.`);
      else if (run !== null) worked.push(`You laid out steps: ${quote({ marker: '', sentence: run })}.`);
      // "so i can tell you what i did when that actually happened ... i asked him ... i rang ...": the steps, told as a time they were taken.
      // "i had almost exactly this with a customer ... so i asked them ... so i suggested": two steps in a case it names (set BT's coach).
      // "last october ... I photographed it showed the site super ... I reinspected": a case told step by step (set CG's coach).
      else if (s.ownActions.length >= 3 || (s.ownActions.length + s.plannedActions.length >= 2 && tellsARealCase(answer)))
        worked.push(`You showed your steps in a time you took them: ${quote(s.ownActions[0])}.`);
      // "youd ring the customer ... you state your assumptions ... you also run it past": steps said with "you" (set BA's coach).
      else if (said !== null) worked.push(`You laid out steps: ${quote({ marker: '', sentence: said })}.`);
      // "what i actually do is go through spread by spread and fix things by hand... or i'll let... i'll query the editor" (BK40).
      // "aerators on in that lake test dissolved oxygen ... close it to anglers ... check the other lakes": three steps of a
      // practice said as a list (set CI, CI52).
      else if (!laysOutSteps(answer) && countPracticeSteps(answer, question) < 3) improve.push('Give your steps in order ("First I would..., then...").');
      const why = s.reasons[0] ?? s.purposes[0];
      if (why !== undefined) worked.push(`You explained why: ${quote(why)}.`);
      // "so the consultant knew the effort was good", "to see when it started" (BK50, BK30).
      else if (!givesAReason(answer)) improve.push('Give the reason for each step ("because...").');
      // "I'd write down what I did" is a plan, not a time it happened.
      // "and i write it up in the range log" is a step of the plan told in the present, not a time it happened.
      const lived = [...s.situation, ...s.ownActions.filter((q) => isPastVerb(q.marker.split(' ').pop() ?? ''))].find(
        (q) => !/\b(i'd|i would|i will|i'll|i might|i could|i wouldn't|i won't|i would not|i will not)\b/i.test(q.sentence),
      );
      const told = lived === undefined ? answerSentences(answer).find((sentence) => TOLD_CASE.test(sentence)) : undefined;
      if (lived !== undefined) worked.push(`You backed it with real experience: ${quote(lived)}.`);
      else if (told !== undefined) worked.push(`You backed it with real experience: ${quote({ marker: '', sentence: told })}.`);
      // In an exam of knowledge (a clinical station, a coding question) the plan is what is marked, not a time of one's own.
      // "for my most recent commission the grandparents collected..." (BK45), "on our api that took the orders page from..." (BN5).
      else if (tellsARealCase(answer)) worked.push('You backed it with a time of your own.');
      else if (!j.knowledgeExam) improve.push('Add a time you handled something similar: it proves the approach works.');
      return;
    }
    case 'introduction':
      if (s.situation.length + s.ownActions.length > 0) worked.push(`You said what you do and have done: ${quote(s.situation[0] ?? s.ownActions[0])}.`);
      else improve.push('Say what you do now and what led you here.');
      if (s.results.length > 0) worked.push(`You gave a proof point: ${quote(s.results[0])}.`);
      else improve.push('Give one proof point: a result you achieved, with a number.');
      if (s.nextSteps.length + s.conclusions.length === 0) improve.push('Finish with what you want next and why this role or conversation fits.');
      return;
    case 'meeting':
      if (s.risks.length > 0) worked.push(`You named a risk: ${quote(s.risks[0])}.`);
      else improve.push('Name the main risk or blocker, and what you need from others.');
      if (s.nextSteps.length > 0) worked.push(`You gave next steps: ${quote(s.nextSteps[0])}.`);
      else improve.push('Close with next steps, owners and dates.');
      return;
    case 'description':
      if (s.names.length > 0) worked.push(`Specific names make it vivid: ${s.names.slice(0, 3).join(', ')}.`);
      // Speech-to-text writes "hoi an" and "the lantern festival" in lower case: the Detail score still sees them.
      else if (criterionScore(j.criteria, 'Detail') >= 0.6)
        worked.push(
          s.numbers[0] === undefined
            ? 'Specific details make it vivid: the listener can picture what you describe.'
            : `Specific details make it vivid: ${quote(s.numbers[0])}.`,
        );
      else improve.push('Name things: the place, the person, what you saw or did.');
      // "This skill is important for me because...": the reason that says why it matters, before "i burnt it because the fire was too big".
      const whyItMatters = s.reasons.find((r) => MATTERS.test(r.sentence)) ?? s.reasons[0] ?? s.positions[0];
      if (whyItMatters !== undefined) worked.push(`You explained why it matters: ${quote(whyItMatters)}.`);
      else
        improve.push(
          /you should say/i.test(question)
            ? 'Explain why it matters to you: the cue card always ends with a "why".'
            : 'Explain why it matters to you, in a sentence of its own.',
        );
      return;
  }
}

function withoutFlagged(signals: AnswerSignals, flagged: ReadonlySet<string>): AnswerSignals {
  const keep = (quotes: Quote[]): Quote[] => quotes.filter((q) => !flagged.has(q.sentence.trim()) && ![...flagged].some((f) => f.includes(q.sentence.trim())));
  const out = { ...signals };
  for (const key of Object.keys(signals) as Array<keyof AnswerSignals>) {
    const value = signals[key];
    if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null && 'sentence' in value[0]) {
      (out as unknown as Record<string, unknown>)[key] = keep(value as Quote[]);
    }
  }
  return out;
}

/** Below this rating an answer is weak, whatever words of the question it uses. */
const WEAK_BELOW = 3;
const bullets = (items: string[]): string => items.map((i) => `- ${i}`).join('\n');

/** The position to praise: the opening's, else one that says where the speaker stands, else the first that does not only weigh it. */
function clearView(positions: readonly Quote[], opening: string | null): Quote | null {
  const plain = positions.filter((q) => !onlyWeighs(q.sentence));
  return plain.find((q) => q.sentence === opening) ?? plain.find((q) => STANDS.test(q.sentence)) ?? plain[0] ?? null;
}

/** A sentence saying why something matters to the speaker. */
const MATTERS = /\b(important|matters?|means? (a lot|so much)|special|valuable|useful) (to|for) (me|us|my)\b|\b(is|was) important\b/i;

/** A story of the speaker's own time, with its scene and their steps, that failed only for what one of the steps was. */
function toldWithAFlaggedStep(j: Judgement, answer: string): boolean {
  if (j.redFlags.length === 0 || j.gate !== null || j.nonAnswer !== null || j.coherence.verdict !== null || !STORY_KINDS.has(j.kind)) return false;
  const s = j.signals;
  return s.ownActions.length >= 2 && (s.situation.length > 0 || answerSentences(withoutHesitations(answer)).some((sentence) => TOLD_CASE.test(sentence)));
}

/** A day, a month or a season named: "last month", "on saturday morning", "in march", "at christmas". */
const SAYS_WHEN = new RegExp(
  String.raw`\b((last|this|next) (week|month|year|summer|winter|spring|autumn|term|${DAYS})|(on|one|that) (${DAYS})|(${DAYS}) (morning|afternoon|evening|night)|(in|early|late|mid|last|since) (${MONTHS})|christmas|yesterday)\b`,
  'i',
);
