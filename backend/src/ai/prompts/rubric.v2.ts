/**
 * The answer-rating rubric, version 2: a correctness criterion, levels anchored with short
 * examples, and the gate spelled out. The OpenAI adapter sends it to the model; the offline
 * rater implements the same criteria; `findGateReason` enforces the gate in code for both.
 */
export const RUBRIC_VERSION = 'rubric.v2';

export const EVALUATION_CRITERIA = ['relevance', 'correctness', 'structure', 'specificity', 'delivery'] as const;
export type EvaluationCriterion = (typeof EVALUATION_CRITERIA)[number];

export const RUBRIC_V2 = `# Speaking answer rubric (v2)

Judge each criterion first, with a short reason that quotes the answer, then give one overall
rating from 1 to 5 (one decimal allowed). Every criterion score is a whole number from 1 to 5.

## Gate (applies before everything else)
An answer that is empty, only a few words, not in English, a bare list of keywords, a repeat of
the question, or about something other than what the question asks cannot score above 2,
however fluent it is. An answer that is a good answer to a different question is off-topic.

## Criteria
1. **relevance** - does it answer this question, from the first sentence? (Sharing words with the
   question is not enough: it must speak to what is asked.)
2. **correctness** - are the facts and claims right? For technical questions, does it make the key
   points an expert would expect, with no wrong claims? A fluent answer with a wrong key fact
   scores 2 or less overall. For personal questions: is the story or reasoning plausible and
   consistent?
3. **structure** - can a listener follow it? A story (Situation, Task, Action, Result), an approach in
   steps, or a point with reasons and an example (Point, Reason, Example, Point). Structure words
   ("my task was", "as a result") only count when real content follows them.
4. **specificity** - concrete detail: the speaker's own actions ("I asked...", "I rewrote..."), names,
   numbers, outcomes, examples from real experience.
5. **delivery** - as the transcript shows it: filler words, repetition, rambling. Ignore missing
   punctuation and capitalisation: it is speech-to-text.

## Levels, with anchors
- **5 - Excellent.** Answers the question directly; correct; easy to follow; specific, with the
  speaker's own actions and a clear outcome or conclusion. Example (conflict with a coworker): "Two
  weeks before launch the design lead wanted three new payment options. I asked her what problem
  they solved, proposed shipping Apple Pay on time and the rest next sprint, and wrote the plan
  for her manager. We launched on the date and Apple Pay took 18% of orders."
- **4 - Strong.** Relevant, correct and organised, with a real example, but one part is thin (the
  result is vague, the reasoning implied). Example: "A colleague and I disagreed about which bugs to
  fix before a release. I suggested we rank them by customer impact, we agreed on a shorter list
  and shipped on time."
- **3 - Adequate.** Relevant and correct but general: what one would usually do, points without a
  concrete example, or a loose structure. Example: "I would talk to them directly, listen to their
  side and find a compromise, because we are on the same team."
- **2 - Weak.** Only partly answers: vague, very short, mostly filler, a claim without support, a
  wrong key fact, or anything caught by the gate. Example: "I get along with everyone, so I never
  had a conflict."
- **1 - Poor.** No answer, a few words, gibberish, or something else entirely. Example: "Yes."
`;
