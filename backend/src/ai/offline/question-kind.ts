import type { AnswerFramework } from '../ai.schemas.js';

/** What sort of answer a question calls for; tips, ratings and example answers follow from it. */
export type QuestionKind =
  'introduction' | 'behavioural' | 'achievement' | 'challenge' | 'problem' | 'hypothetical' | 'technical' | 'meeting' | 'description' | 'opinion';

/** Kinds answered with a told story (STAR, CAR, SOAR, PAR). */
export const STORY_KINDS: ReadonlySet<QuestionKind> = new Set(['behavioural', 'achievement', 'challenge', 'problem']);

type StoryKind = 'behavioural' | 'achievement' | 'challenge' | 'problem';

/** The shape a good answer takes: every story kind is one shape ('story'), every other kind its own. */
export type AnswerShape = 'story' | Exclude<QuestionKind, StoryKind>;

export function answerShape(kind: QuestionKind): AnswerShape {
  return STORY_KINDS.has(kind) ? 'story' : (kind as Exclude<QuestionKind, StoryKind>);
}

const INTRODUCTION = /\b(tell (me|us) about yourself|introduce yourself|walk (me|us) through your (resume|cv|background|career)|describe yourself)\b/i;
const STORY =
  /\b(tell (me|us) about a (time|situation|project|moment)|(tell (me|us) about|describe) (the|your) (most|biggest|hardest|worst|toughest) \w+|tell (me|us) about an? \w+( \w+)? (you|you've|you have) (had|made|found|handled|dealt|faced|caught|fixed|led|solved|resolved|[a-z]{3,}ed|closed|won|ran|built|taught|gave|took|met|lost|saw|wrote|did|helped)\b|tell (me|us) about (a|an|one) \w+( \w+)? (that )?(you're|you are|you were|you feel) (\w+ly )?(proud|pleased|happy)\b|what('s| was| has) been your (biggest|greatest|proudest|hardest|toughest|worst|best)( \w+)? \w+|what('s| is| was) the (biggest|greatest|hardest|toughest|worst|best|most \w+) \w+( \w+)? (you've|you have|you) ([a-z]{3,}ed|made|had|faced|done|taken|led|built|won|lost|seen|got)\b|describe (?![\s\S]*you should say)(a|an|one) [\w-]+( [\w-]+){0,2} (that )?(you've|you have|you) ([a-z]{3,}ed|made|led|built|ran|ran|took|did|had|got|won|lost|taught|wrote|found|put)\b|what was your (biggest|greatest|proudest|hardest|toughest|worst|best) \w+|tell (me|us) about (a|an|one) [\w-]+( [\w-]+){0,5} (that|which|where|whose|when|in which|who) [^.?]*\b(didn't|did not|wasn't|weren't|couldn't|wouldn't|hadn't|went|was|were|had|got|came|became|made|took|kept|fell|broke|left|ran|grew|lost|began|gave|found|[a-z]{3,}ed)\b|tell (me|us) about (a|an|one) [\w-]+( [\w-]+){0,2} (you|you've|you have) ([a-z]{3,}ed|put|made|ran|led|built|found|took|did|had|got|chose|wrote|gave|taught|won|lost|sold)\b|tell (me|us) about how you('ve| have)? [a-z]{3,}ed\b|tell (me|us) about (someone|somebody|a person|one person) (you|you've|you have) ([a-z]{3,}ed|taught|met|saw|gave|took|had|made|found|put|won|lost)\b|tell (me|us) about your experience (of|with|in|as|leading|managing|running|working|handling|supporting|teaching)\b|describe how you (handled|dealt|managed|resolved|solved|helped|dealt|supported|coped|approached)\b|describe a (time|situation|project|moment)|give (me |us )?an example of (a time|when|how)|have you ever|share an (experience|example)|a time (when )?you|an occasion|what did you (do|say|decide)(?=\s*\??\s*$))\b/i;
const ACHIEVEMENT = /\b(proud|proudest|achievement|accomplishment|success|biggest win|greatest)\b/i;
const CHALLENGE = /\b(challeng\w*|obstacle|difficult|hard|fail\w*|setback|mistake|pressure|went wrong)\b/i;
const PROBLEM = /\b(debug\w*|troubleshoot\w*|outage|incident|bug|root cause|production issue|fix(ed)? a)\b/i;
const HYPOTHETICAL =
  /\b(describe how you('d| (would|plan|decide|check|make sure|keep|approach|organi[sz]e|prepare|manage|prioriti[sz]e|train|run|set up))|(walk|talk|take) (me|us) through (how|what) (you|your|we)\b|what (would|should|do) you (do|check|look for|look at|test|ask)|(walk|talk|take) (me|us) through (?!your\b)[a-z-]+ing\b|what('s| is) your approach to|how do you (handle|deal with|respond|go about|approach|tackle|fix|sort|diagnose|troubleshoot) (it|this|that|them|him|her)\b|how would you (?!design\b)\w+|imagine|suppose|if you (were|had|joined)|say you)\b/i;
/** IELTS cue cards ("Describe a place... You should say...") and other "describe a person/place/thing" prompts. */
const DESCRIPTION =
  /\b(you should say|describe (a|an|your|someone|somebody|something|somewhere) (?!time|situation|project|moment)\w*|describe the (picture|photo|photograph|image|graph|chart|scene)\b|talk about (a|an) (?!time|situation))/i;
const TECHNICAL =
  /\b(explain|what (is|are) (?!your\b|you\b|it about\b)|what's the difference|difference between|how (does|do) (?!you\b)|compare|design a|how would you design|implement|architecture|algorithm|complexity|when would you use|why would you use|trade-?offs?)\b/i;
const OPINION_ASKED = /\b(give your opinion|in your opinion|do you agree|to what extent do you|would you rather|which would you prefer)\b/i;
const MEETING = /\b(update|status|progress|agenda|stand-?up|next steps|present(ing)? (the|your)|summari[sz]e|recap|brief (us|the team))\b/i;

export function classifyQuestion(question: string): QuestionKind {
  if (INTRODUCTION.test(question)) return 'introduction';
  if (STORY.test(question)) {
    if (ACHIEVEMENT.test(question)) return 'achievement';
    if (PROBLEM.test(question)) return 'problem';
    if (CHALLENGE.test(question)) return 'challenge';
    return 'behavioural';
  }
  // "Explain a basic concept ... as if you were teaching a first-year": an explanation, whatever the "if" sets up (set BQ).
  if (/^\s*(can you |could you |please |now,? )?explain\b/i.test(question)) return 'technical';
  if (HYPOTHETICAL.test(question)) return 'hypothetical';
  if (DESCRIPTION.test(question)) return 'description';
  if (MEETING.test(question)) return 'meeting';
  // "Should cities ban cars? Give your opinion and explain your reasons" asks for a view, not an explanation.
  if (OPINION_ASKED.test(question)) return 'opinion';
  if (TECHNICAL.test(question)) return 'technical';
  return 'opinion';
}

/** The framework the offline coach recommends for each kind of question. */
const RECOMMENDED_FRAMEWORK: Record<QuestionKind, AnswerFramework> = {
  behavioural: 'STAR',
  achievement: 'CAR',
  challenge: 'SOAR',
  problem: 'PAR',
  hypothetical: 'PAR',
  introduction: 'PREP',
  technical: 'PREP',
  meeting: 'PREP',
  description: 'PREP',
  opinion: 'PREP',
};

export function recommendedFramework(kind: QuestionKind): AnswerFramework {
  return RECOMMENDED_FRAMEWORK[kind];
}

export const FRAMEWORK_STEPS: Record<AnswerFramework, readonly string[]> = {
  STAR: ['Situation', 'Task', 'Action', 'Result'],
  CAR: ['Challenge', 'Action', 'Result'],
  SOAR: ['Situation', 'Obstacle', 'Action', 'Result'],
  PAR: ['Problem', 'Action', 'Result'],
  PREP: ['Point', 'Reason', 'Example', 'Point'],
};

/**
 * A question that asks for facts ("Who will you be staying with?", "How long will you stay?", "How will
 * you fund your studies?"), as visa, citizenship and admissions officers ask: answered with the facts
 * first, not with a view and "the other side".
 */
export const FACTUAL_QUESTION =
  /^\s*(who (will|are|is|do)|where (will|are|do|is)|when (will|did|do)|how long (will|have|do)|how (much|many)|how will you (fund|pay|support|travel|get)|what is the (purpose|reason) of|which (university|course|city|company|school))\b/i;

/** "Why do you want to...", "what attracted you to...": the speaker's own reasons for a job are the answer. */
export const MOTIVATION =
  /\bwhy (do|did|would) you (want|choose|chose|apply|like)|\bwhy (this|our) (job|role|company|practice|school|hospital|team|firm|career|field|profession)|\bwhy should (we|i) (hire|choose|pick)|\bwhat (attracted|attracts|draws|drew) you|\bwhy are you interested\b|\bwhy (do|would) you (like|want) to (be|become|work|join|train|study)\b/i;

/** "What makes a good sailing instructor?": the one the question asks about is its last words. */
const MAKES_A_GOOD = String.raw`what (?:do you think |would you say )?makes? (?:a|an|someone|somebody) (?:good|great|successful)`;
export const WHAT_MAKES_A_GOOD = new RegExp(String.raw`^\s*${MAKES_A_GOOD} ([a-z -]+?)\s*\??\s*$`, 'i');
/** "What makes a good...", "what's the most important quality...", "what qualities does a ... need": answered by naming qualities. */
export const ASKS_WHAT_MAKES_GOOD = new RegExp(
  String.raw`^\s*${MAKES_A_GOOD}\b|^\s*what('s| is| are)? (do you think |would you say )?(is |are )?the (most important|main|key|biggest) (quality|qualities|skill|skills|thing)\b|\bwhat (qualities|skills|makes)\b[^?]*\b(need|good|great)\b`,
  'i',
);

/** A question that asks for one time the speaker did something: "tell me about a time...", "describe a situation where...". */
export const ASKS_FOR_A_TIME =
  /\b(tell (me|us) about (a|an) \w+( \w+)? (you|where|when|that)|describe (a|an) \w+( \w+)? (you|where|when|that)|describe how you|give (me |us )?an example|a time|an occasion|a situation where|a project where|an example of when|describe a time|have you ever)\b/i;

/** A question that asks the speaker to weigh one view against another: only then is "the other side" part of the answer. */
export const ASKS_FOR_A_VIEW =
  /\b(agree|disagree|do you think|in your (opinion|view)|your (view|opinion)|prefer|should|better|worse|advantages?|disadvantages?|pros|cons|which (would|do|is)|would you rather|why or why not|is it (true|fair|right|wrong|better|good|important|possible)|some people|others say|to what extent|how far)\b/i;
