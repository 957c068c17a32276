import { speakersSigns } from './speakers-signs.js';
import type { RedFlag } from './red-flags.js';

/**
 * An answer that argues for a shortcut in the words people use to talk one down: "that way the customer gets a
 * full certificate same day", "i've done it a hundred times", "no need to", "it's absolutely fine", "nine times
 * out of ten", "they really appreciate it", "i don't bother". The shortcut itself is in the trade's own words and
 * no list can name them all; how it is defended is the same in every trade. Each phrase alone is fair speech;
 * two, one of them more than a filler ("anyway", "i just"), are how an answer defends a step left out. Chosen
 * from the graded sets: of 688 answers graded 4-5 none has two, of 177 graded unsafe 32 have (see
 * eval/data/README.md, round 12). Round 13 adds the step the job normally takes and why it was not taken ("normally
 * you'd leave them in the room a few days", "we didn't have time to wait", "we leave them for after", "i was a bit
 * pragmatic") and the customer's delight as proof: of 786 answers graded 4-5 none has two, of 185 unsafe 34 have. With
 * the phrases of sets AD-AG ("i skipped the tanking", "loads of fitters do it"): of 858 graded 4-5 none, of 193 unsafe 39.
 */
const TALKS_IT_DOWN: readonly RegExp[] = [
  /\bthat way\b/i,
  /\bi've done (it|this|that)\b|\bhundreds of times\b/i,
  /\bno need (to|for)\b/i,
  /\babsolutely fine\b|\bit'll be fine\b|\bit will be fine\b/i,
  /\bnever (had|seen) (a|any) (problem|issue|complaint|incident)/i,
  /\bnine times out of ten\b/i,
  /\bkeep an eye on (it|him|her|them)\b/i,
  /\bjust put\b/i,
  /\bas normal\b/i,
  /\bsaves? (a lot of |loads of )?time\b/i,
  // Set CA: "because honestly the wait is hard" is owning up to the hard part, not waving a step away.
  /\bbecause honestly (it's|its|it is|that's|thats|nobody|no one|it never|they never|you don't|you never|it doesn't)\b/i,
  /\b(really )?appreciate (it|that)\b|\bthey appreciate\b/i,
  /\brarely\b/i,
  /\bat the end of the day\b/i,
  /\b(don't|didn't|won't) bother\b/i,
  /\bcommon sense\b/i,
  /\bno harm\b/i,
  // Round 13: the step the job normally takes, and why it was not taken this time.
  /\bnormally (you'd|you would|we'd|we would|you|i'd|i would) \w+/i,
  /\b(didn't|did not|don't) have (the )?time to\b|\bno time to\b|\bthere (is|was) no time\b/i,
  /\b(didn't|did not) (test|check|measure) (it |them )?again\b/i,
  /\bcovering themselves\b/i,
  /\b(a bit|being|quite) pragmatic\b/i,
  /\b(leave|left) (it |them |that )?for after\b/i,
  /\b(fine|okay|ok) anyway\b|\bhold fine\b/i,
  // Sets AD-AG, read after they were measured: "i skipped the tanking ... its fine loads of fitters do it", "i cut out the
  // bits that slow you down", "so we dont need to waste time with the scanner", "lets be realistic".
  /\bi skipped (the|it|that)\b/i,
  /\b(loads of|lots of|plenty of|most) [a-z]+ do (it|that|the same)\b|\b(everyone|everybody) does (it|that)\b/i,
  /\bthe bits that slow you down\b|\bcut(ting)? corners\b/i,
  /\bwaste time (with|on|doing)\b/i,
  /\blet's be realistic\b|\bat least if they('re| are) going to do it\b/i,
];
/** Fillers of the same talk: they count only beside one of the above. */
const FILLERS_OF_IT: readonly RegExp[] = [
  /\banyway\b/i,
  /\bi'd just\b|\bi just\b/i,
  /\bto be fair\b/i,
  // Round 13: the customer's delight told as what proves it was right.
  /\b(was|were) (over the moon|buzzing|made up|chuffed)\b/i,
  /\bcrack(ed)? on\b/i,
  /\bit looked (spot on|lovely|fine|perfect)\b/i,
];

const WHAT = 'talking a shortcut down instead of doing the job properly';
const INSTEAD = 'do each check or step the job requires, and say what you do when time or the customer pushes you to skip it';

export function findShortcutTalk(answer: string): RedFlag | null {
  // "Some people say there's no need to log it, but I do": quoted to be refused, not the speaker's own.
  const found = speakersSigns(answer, [TALKS_IT_DOWN, FILLERS_OF_IT], true);
  const first = found.find((f) => f.fromFirstList);
  return first !== undefined && found.length >= 2 ? { what: WHAT, instead: INSTEAD, sentence: first.sentence, evidence: first.evidence } : null;
}
