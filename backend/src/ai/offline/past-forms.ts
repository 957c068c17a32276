import { isPastTenseForm } from '../text/language-model.js';

/** Past forms without "-ed" that the corpus tags as more than past ("had", "set", "put"). */
const IRREGULAR_PAST = new Set(
  'was were had did went got took made found told said saw spoke gave sent put ran kept met led built wrote brought began chose drove held knew left lost paid sold spent stood taught thought won set sat came became felt heard let read cut hit shut understood woke wore fell grew drew threw flew forgot meant caught bought fought sought fed slept swept dealt lent bent hung stuck struck spun dug rang sang rose broke froze stole shook'.split(
    ' ',
  ),
);

/** A past-tense verb: "-ed", an irregular past ("took", "set"), or one the corpus tags as past ("rewrote"). */
export function isPastVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.endsWith('ed') || IRREGULAR_PAST.has(lower) || isPastTenseForm(lower);
}
