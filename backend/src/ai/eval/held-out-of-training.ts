import type { GradedSetItem } from './eval-set.js';

/**
 * The graded sets the whole reading (offline/whole-reading.ts) is never trained on: four sets of 60 written and graded
 * blind in round 22 after its design was fixed, two more (CA, CB) written after its last change and measured
 * once, two (CC, CD) written in round 23 and measured once at its end, two (CE, CF) written in round 24 and measured once
 * at its start, and two (CG, CH) written in round 25 and two (CI, CJ) in round 26 and four (CK, CL, CM, CN) in round 27, each pair measured once before anyone read them. They measure the shipped model on answers it has not seen.
 */
export const HELD_OUT = [
  'outside-bw-heldout.json',
  'outside-bx-heldout.json',
  'outside-by-heldout.json',
  'outside-bz-heldout.json',
  'outside-ca-heldout.json',
  'outside-cb-heldout.json',
  'outside-cc-heldout.json',
  'outside-cd-heldout.json',
  'outside-ce-heldout.json',
  'outside-cf-heldout.json',
  'outside-cg-heldout.json',
  'outside-ch-heldout.json',
  'outside-ci-heldout.json',
  'outside-cj-heldout.json',
  'outside-ck-heldout.json',
  'outside-cl-heldout.json',
  'outside-cm-heldout.json',
  'outside-cn-heldout.json',
];

/** The answers whose features the model's fingerprint is made of: the first 40 of dev.json. */
export const fingerprintAnswers = (items: readonly GradedSetItem[]): GradedSetItem[] => items.filter((item) => item.file === 'dev.json').slice(0, 40);
