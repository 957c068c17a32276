/**
 * Whether flagged words are the speaker's own practice: not something another person does or says ("one
 * customer shouted at me", "some people say logging every spill is paperwork"), nor a shortcut the speaker
 * names only to refuse it ("..., but I wouldn't do that").
 */

/** Who acts in a clause, when it is someone other than the speaker ("some drivers skip...": others' habit, set apart). */
const OTHER_ACTOR =
  /\b(he|she|they|someone|somebody|(?:some|a few|a couple of|most|many|several|plenty of|a lot of|lots of|loads of|other) (?:[\w-]+ )?[\w-]+s|(?:customers?|clients?|guests?|parents?|pupils?|students?|colleagues?|managers?|boss|patients?|passengers?|residents?|teachers?|uncle|aunt|mother|father|mum|dad))\s+(?:\w+\s+)?$/i;

/** Someone else's words or view, reported: "some people say", "my supervisor told me", "colleagues think". */
const SAID_BY_ANOTHER =
  /\b(some (people|staff|colleagues|of (my|the) colleagues|of the (team|staff|lads))|people|others|other \w+|colleagues?|(my|the|a|one) (\w+ )?(colleague|manager|supervisor|boss|mentor|trainer|lead|senior|foreman|driver|nurse|teacher|pharmacist|doctor|gp|vet|engineer|client|customer)|he|she|they|someone|somebody|a lot of (people|staff|\w+s)|(one|some|a few|most|many|two) of (the|my|our) ([\w-]+ ){1,5}?\w+)\s+(\w+\s+)?(say|says|said|think|thinks|thought|told me|tell me|tells me|reckon|reckons|reckoned|claim|claims|claimed|argue|argues|argued|believe|believes|advised|advise|advises)\b/gi;

/** Other people's habit, told to set the speaker apart from it: "a couple of the old hands would just shelve them". */
const OTHERS_HABIT =
  /\b(some|a couple|a few|most|many|several|two|three|the other|a lot) (of (the|my|our) )?([\w-]+ ){0,2}(would|used to|will|tend to|like to|always)\b/gi;

/** The flagged words are inside someone else's reported words: the speaker has not spoken as "I" or "we" since, nor a sentence ended. */
export function saidByAnother(before: string): boolean {
  const quoted = [...before.matchAll(SAID_BY_ANOTHER), ...before.matchAll(OTHERS_HABIT)].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).pop();
  if (quoted === undefined) return false;
  return !/\b(i|we|i'd|we'd|i'll|we'll|i've|we've|i'm)\b|[.!?]/i.test(before.slice((quoted.index ?? 0) + quoted[0].length));
}

export function doneByAnother(before: string): boolean {
  const clauses = before.split(/[,;]|\b(?:and|but|so|then|because)\b/i);
  let clause = clauses.pop() ?? '';
  // "then they come and | shout at the office": a verb joined by "and" shares the subject before it (set BE's coach).
  if (clause.trim() === '' && clauses.length > 0) clause = clauses.pop() ?? '';
  return OTHER_ACTOR.test(clause) && !/\b(i|we|i'd|i'll|we'd)\b/i.test(clause);
}

/** Right after the flagged words, the speaker refuses them: "..., but I wouldn't do that". */
const REFUSED_AFTER =
  /^[^.]{0,60}?\bbut (i|we) (wouldn't|won't|don't|didn't|never|would never|will never|can't|couldn't|shouldn't|would not|will not|do not|did not)\b/i;

/** `after` is what follows the flagged words in their sentence. */
export function refusedAfter(after: string): boolean {
  return REFUSED_AFTER.test(after);
}
