/**
 * The answer-rating rubric, version 1. Kept as a TypeScript string module so it ships in
 * `dist/` with the code. Both adapters rate on it: the OpenAI adapter sends it to the model,
 * the offline rater implements its criteria, and `applyRatingGate` enforces the gate in code.
 * Change it by adding rubric.v2.ts, not by editing this one, so old ratings stay explainable.
 */
export const RUBRIC_VERSION = 'rubric.v1';

export const RUBRIC_V1 = `# Speaking answer rubric (v1)

Rate the answer from 1 to 5; one decimal is allowed (for example 3.5).

## Gate (applies before everything else)
An answer that is empty of content, off-topic (shares no subject with the question), or only a
few words long cannot score above 2, however well it is phrased.

## Levels
- **5 - Excellent.** Directly answers the question from the first sentence. Clear structure the
  listener can follow (for example Situation, Task, Action, Result, or Point, Reason, Example,
  Point). At least one concrete, specific example with the speaker's own actions and a measurable
  or clearly stated outcome. Concise, confident wording with almost no filler words.
- **4 - Strong.** Relevant and well organised, with a specific example, but one element is thin:
  the result is vague, the reasoning is partly implied, or there is some rambling or filler.
- **3 - Adequate.** Relevant and understandable, but general: it describes what one would do or
  lists points without a concrete example, or the structure is loose and the result is missing.
- **2 - Weak.** Only partly answers the question: vague, very short, mostly filler, or drifting
  off the subject. Also the ceiling for any answer caught by the gate.
- **1 - Poor.** No answer, a few words, or an answer about something else entirely.

## What to look at
1. Relevance to the question (and to the pasted context, when there is one).
2. Amount of substance: enough to answer, not padded.
3. Structure: a recognisable framework (STAR, CAR, SOAR, PAR, PREP) or clear signposting
   (first, then, finally; because, therefore).
4. Concreteness: specific examples, numbers, names of tools or outcomes, "I" actions in the past tense.
5. Delivery as text shows it: filler words (um, uh, like, you know, basically), repetition.

## Frameworks
- STAR: Situation, Task, Action, Result - behavioural "tell me about a time" questions.
- CAR: Challenge, Action, Result - achievements and short success stories.
- SOAR: Situation, Obstacle, Action, Result - stories about overcoming difficulties.
- PAR: Problem, Action, Result - problem-solving and technical incidents.
- PREP: Point, Reason, Example, Point - opinions, explanations, technical concepts, meeting updates.
`;
