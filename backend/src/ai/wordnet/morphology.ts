import type { WordNetPos } from './wordnet-files.js';

/**
 * Base forms WordNet may list a word under: "dogs" -> dog, "running" -> run, "bigger" -> big.
 * The package ships no exception lists, so common irregular forms are listed here.
 */
// A Map, not an object: a looked-up word such as "__proto__" or "constructor" must find nothing.
const IRREGULAR = new Map<string, ReadonlyArray<readonly [WordNetPos, string]>>();
const add = (pos: WordNetPos, pairs: string): void => {
  for (const pair of pairs.trim().split(/\s+/)) {
    const [forms, base] = pair.split('>');
    for (const form of forms.split('/')) IRREGULAR.set(form, [...(IRREGULAR.get(form) ?? []), [pos, base] as const]);
  }
};
add(
  'verb',
  `went/gone>go ran>run was/were/been/is/am/are>be did/done/does>do had/has>have made>make took/taken>take gave/given>give
  saw/seen>see knew/known>know thought>think brought>bring bought>buy caught>catch taught>teach found>find got/gotten>get
  left>leave felt>feel kept>keep met>meet paid>pay said>say sold>sell sent>send spent>spend stood>stand told>tell
  understood>understand won>win wrote/written>write spoke/spoken>speak began/begun>begin broke/broken>break chose/chosen>choose
  drove/driven>drive ate/eaten>eat fell/fallen>fall flew/flown>fly forgot/forgotten>forget grew/grown>grow held>hold led>lead
  lost>lose meant>mean rode/ridden>ride rose/risen>rise sang/sung>sing sat>sit slept>sleep swam/swum>swim threw/thrown>throw
  wore/worn>wear built>build drank/drunk>drink heard>hear hid/hidden>hide fought>fight sought>seek shook/shaken>shake
  stole/stolen>steal struck>strike swore/sworn>swear tore/torn>tear woke/woken>wake dealt>deal dug>dig fed>feed fled>flee
  lent>lend lit>light shot>shoot slid>slide spun>spin stuck>stick stung>sting swung>swing wept>weep wound>wind ground>grind`,
);
add(
  'noun',
  `children>child men>man women>woman feet>foot teeth>tooth mice>mouse geese>goose people>person lives>life knives>knife
  wives>wife leaves>leaf wolves>wolf halves>half shelves>shelf analyses>analysis crises>crisis theses>thesis criteria>criterion
  phenomena>phenomenon oxen>ox indices>index matrices>matrix cacti>cactus fungi>fungus`,
);
add('adjective', 'better>good best>good worse>bad worst>bad more>much most>much less>little least>little further/farther>far');

const RULES: Record<WordNetPos, ReadonlyArray<readonly [string, string]>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ied', 'y'],
    ['ing', 'e'],
    ['ing', ''],
    ['ying', 'ie'],
  ],
  adjective: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
    ['ier', 'y'],
    ['iest', 'y'],
  ],
  adverb: [],
};

/** Candidate base forms of `word` for a part of speech, most likely first (the word itself excluded). */
export function baseForms(word: string, pos: WordNetPos): string[] {
  const forms = new Set<string>();
  for (const [irregularPos, base] of IRREGULAR.get(word) ?? []) if (irregularPos === pos) forms.add(base);
  for (const [suffix, replacement] of RULES[pos]) {
    if (word.length > suffix.length + 1 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length) + replacement;
      forms.add(base);
      // "running" -> "runn" -> "run", "bigger" -> "bigg" -> "big".
      if (replacement === '' && /([b-df-hj-np-tv-z])\1$/.test(base)) forms.add(base.slice(0, -1));
    }
  }
  forms.delete(word);
  return [...forms];
}
