/**
 * Usage sentences written for words a learner often saves whose WordNet entry has no example
 * that uses them (none of its own senses, and no other synset's example either).
 */
export const WRITTEN_EXAMPLES: Readonly<Record<string, string>> = {
  serendipity: 'Meeting my co-founder on a delayed train was pure serendipity.',
  synergy: 'The merger promised synergy between the two sales teams.',
  stakeholder: 'Every stakeholder signed off on the new budget before launch.',
  onboarding: 'Our onboarding takes new engineers through the codebase in their first week.',
  mindfulness: 'A few minutes of mindfulness before the interview calmed her nerves.',
  scalability: 'The team rewrote the service because scalability had become a problem.',
  feedback: 'Her manager gave her detailed feedback after the presentation.',
};

/** The sentence written for `word`, if any: own keys only, so "constructor" or "__proto__" is just a word. */
export function writtenExampleOf(word: string): string | undefined {
  return Object.hasOwn(WRITTEN_EXAMPLES, word) ? WRITTEN_EXAMPLES[word] : undefined;
}
