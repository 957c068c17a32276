import { expandRelated } from '../text/related-terms.js';
import { cleanTopic, contentTokens, countFillers, stem, subjectStems, tokenize, type FillerCount } from '../text/words.js';

/** What the offline rater notices in an answer, each item countable and quotable in feedback. */
export interface AnswerSignals {
  wordCount: number;
  contentWordCount: number;
  /** Subject words of the question the answer uses (or words related to them). */
  questionTermsUsed: string[];
  questionTermsMissed: string[];
  /** 0-1: how much of the question's subject the answer covers. */
  relevance: number;
  contextTermsUsed: string[];
  star: { situation: boolean; task: boolean; action: boolean; result: boolean };
  sequenceMarkers: string[];
  reasoningMarkers: string[];
  conclusionMarkers: string[];
  exampleMarkers: string[];
  numbers: string[];
  /** First-person actions such as "I led", "we reduced". */
  ownActions: string[];
  fillers: FillerCount[];
  fillerTotal: number;
}

const SITUATION = /\b(when i was|at my (last|previous|current|old) (job|company|role|team|position)|in my (last|previous|current|old) (job|role|position|company|team)|the situation|back in|last (year|month|quarter|summer)|(a few|two|three|several) (weeks|months|years) ago|while (i was )?working|at the time|we were|our team was|i was working|i worked (at|as|on)|i was (a|an|the) )/;
const TASK = /\b(my (task|goal|job|responsibility|role) was|i was (responsible|asked|tasked|in charge)|(i|we) needed to|(i|we) had to|the goal was|the challenge was|the problem was|the issue was|the objective was|our goal|the aim was|it was my job)\b/;
const RESULT =
  /\b(as a result|(the )?result(ed)? (in|was)|in the end|ultimately|the outcome|(we|i) (delivered|shipped|launched|reduced|increased|improved|hit|met|saved|won|closed|finished|achieved|exceeded|resolved|fixed)|which (led|meant|helped|reduced|increased|saved|cut|improved)|(reduced|increased|improved|grew|cut|saved|dropped|raised) (\w+ ){0,4}(by|from|to) |i learned|i learnt|the lesson|since then|now (we|the team|i)|on time|ahead of schedule|(went|worked) (well|smoothly|out)|(it|that) worked|we agreed|ended up|turned out)\b/;
const SEQUENCE = /\b(first(ly)?|second(ly)?|third(ly)?|then|next|after that|afterwards|finally|lastly|to start|to begin|in the end)\b/g;
const REASONING = /\b(because|therefore|so that|which means|that's why|that is why|the reason|since|this meant|as a result|in order to)\b/g;
const CONCLUSION = /\b(in short|in summary|to sum up|overall|in conclusion|that's why i|so in the end|my view is|i believe|in my opinion|the key (point|lesson|takeaway))\b/g;
const EXAMPLE = /\b(for example|for instance|such as|one time|in one case|a good example|to give an example|e\.g\.)\b/g;
const NUMBER = /\b\d[\d,.]*\s*(%|percent|k\b|x\b|hours?|days?|weeks?|months?|years?|people|users|customers|engineers|members|services|million|thousand|dollars|euros)?|\b(two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred|thousand|million|half|double|twice)\b/g;
const IRREGULAR_PAST = 'led|built|made|took|gave|ran|wrote|spoke|met|set|found|brought|drove|chose|began|grew|cut|sent|told|thought|taught|went|did|got|won|held|kept|put|sold|spent|saw|knew|rebuilt|became';
const OWN_ACTION = new RegExp(`\\b(i|we) (?:also |then |first |quickly |personally |immediately )?((?:${IRREGULAR_PAST})|[a-z]{3,}ed)\\b`, 'g');
/** "-ed" words after I/we that describe a state, not something done. */
const NOT_ACTIONS = new Set(['need', 'wanted', 'needed', 'used', 'liked', 'loved', 'hated', 'felt', 'seemed', 'supposed', 'tired', 'interested', 'excited', 'worried', 'scared', 'bored', 'tried']);

export function readAnswer(question: string, answer: string, topic = '', context = ''): AnswerSignals {
  const text = ` ${answer.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ')} `;
  const words = tokenize(answer);
  const content = contentTokens(answer);
  const answerStems = new Set(content.map(stem));
  const answerRelated = expandRelated(answerStems);

  const questionTerms = [...subjectStems(question)];
  const used: string[] = [];
  const missed: string[] = [];
  let covered = 0;
  for (const term of questionTerms) {
    if (answerStems.has(term)) {
      covered += 1;
      used.push(displayWord(term, question));
    } else if (expandRelated([term]).size > 1 && [...expandRelated([term])].some((r) => answerRelated.has(r))) {
      covered += 0.6;
      used.push(displayWord(term, question));
    } else {
      missed.push(displayWord(term, question));
    }
  }
  const topicTerms = subjectStems(cleanTopic(topic));
  const topicHit = [...topicTerms].some((t) => answerRelated.has(t));
  const relevance =
    questionTerms.length === 0
      ? topicHit || topicTerms.size === 0 ? 0.8 : 0.65
      : Math.min(1, covered / Math.min(2, questionTerms.length) + (topicHit ? 0.1 : 0));

  const contextStems = context === '' ? new Set<string>() : subjectStems(context);
  const contextTermsUsed = [...new Set(content.filter((w) => w.length > 3 && contextStems.has(stem(w))))].slice(0, 6);

  const ownActions = [...text.matchAll(OWN_ACTION)]
    .filter((m) => !NOT_ACTIONS.has(m[2]))
    .map((m) => `${m[1] === 'i' ? 'I' : 'we'} ${m[2]}`);

  return {
    wordCount: words.length,
    contentWordCount: content.length,
    questionTermsUsed: used,
    questionTermsMissed: missed,
    relevance,
    contextTermsUsed,
    star: {
      situation: SITUATION.test(text),
      task: TASK.test(text),
      action: ownActions.length > 0,
      result: RESULT.test(text),
    },
    sequenceMarkers: matches(text, SEQUENCE),
    reasoningMarkers: matches(text, REASONING),
    conclusionMarkers: matches(text, CONCLUSION),
    exampleMarkers: matches(text, EXAMPLE),
    numbers: matches(text, NUMBER),
    ownActions: [...new Set(ownActions)],
    fillers: countFillers(answer),
    fillerTotal: countFillers(answer).reduce((sum, f) => sum + f.count, 0),
  };
}

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[0].trim());
}

/** The question's own spelling of a stemmed term, for quoting it back to the user. */
function displayWord(term: string, question: string): string {
  return contentTokens(question).find((w) => stem(w) === term) ?? term;
}
