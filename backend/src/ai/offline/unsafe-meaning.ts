import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sentencesOf } from '../text/sentence-cache.js';
import { wordnetDictPath } from '../wordnet/wordnet-files.js';
import { wordSimilarity } from '../text/word-vectors.js';
import type { RedFlag } from './red-flags.js';

/**
 * Red flags read from what the speaker does, not from the wording of one field: an answer that
 * avoids one of the actions that protect people in every job (reporting, recording, checking,
 * escalating, telling the person responsible), or that counts on nobody checking. Which verbs are
 * such actions comes from WordNet: the two commonest senses of a few seed verbs, with their
 * synonyms, kept where the word vectors agree the synonym is close to its seed (WordNet's "log"
 * also means cutting timber). So "rather than writing it up", "no need to note it down" and "without
 * notifying anyone" are found in any field, and "rather than shouting" is not.
 */
const SEEDS = ['report', 'record', 'log', 'document', 'escalate', 'notify', 'inspect', 'verify', 'check', 'write_up', 'write_down', 'disclose', 'assess'];
/** Of a seed's one-word synonyms, those at least this close to it in the word vectors are kept. */
const SYNONYM_CLOSENESS = 0.5;
/** A phrasal synonym is kept when it is built on a seed's own verb ("check over", "write out"), not "step up" or "put down". */
const SEED_HEADS = new Set(SEEDS.map((s) => s.split('_')[0]));

let protective: Set<string> | null = null;

/** The protective verbs (base forms, phrasal ones with a space), read once from WordNet's verb files. */
export function protectiveActions(): ReadonlySet<string> {
  if (protective !== null) return protective;
  const dict = wordnetDictPath();
  const index = readFileSync(join(dict, 'index.verb'), 'utf8');
  const data = readFileSync(join(dict, 'data.verb'), 'utf8');
  const words = new Set<string>();
  for (const seed of SEEDS) {
    const line = new RegExp(`^${seed} v .*$`, 'm').exec(index)?.[0];
    if (line === undefined) continue;
    const f = line.split(' ');
    const [senses, pointers] = [Number(f[2]), Number(f[3])];
    for (const offset of f.slice(6 + pointers, 6 + pointers + senses).slice(0, 2)) {
      const at = data.indexOf(`\n${offset} `);
      const synset = data.slice(at + 1, data.indexOf('\n', at + 1)).split(' ');
      const count = parseInt(synset[3], 16);
      for (let i = 0; i < count; i++) {
        const word = synset[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, '');
        const kept = word.includes('_') ? SEED_HEADS.has(word.split('_')[0]) : word === seed || wordSimilarity(word, seed) >= SYNONYM_CLOSENESS;
        if (kept) words.add(word.replace(/_/g, ' '));
      }
    }
  }
  protective = words;
  return words;
}

/** Frames that say an action is left out: "rather than", "instead of", "without", "no need to", "not bother to". */
const AVOIDED =
  /\b(rather than|instead of|without|no need to|not bother(?:ing)? (?:to|with)|don't bother (?:to|with)|won't bother (?:to|with)|skip(?:ping)?)\s+((?:just |even |actually |really |properly |formally )?)(\w+)(?:\s+(\w+))?/gi;
/** "I'd never sign without checking": a negation before the frame turns it back into the safe practice. */
const CANCELLED = /\b(never|not|n't|no|always)\b[^,;]{0,30}$/i;
/** What follows the avoided action says doing it would have been wrong. */
const WRONG_TO_DO =
  /^[^.]{0,60}\b(which|that|it) (would have been|would be|was|is|'d be|'d have been) (wrong|a mistake|misleading|inaccurate|unfair|premature|false)\b/i;
/** "nobody checks the small ones", "the tax office never looks": counting on no one checking. */
const OVERSIGHT = String.raw`(checks?|notices?|finds? out|looks?|audits?|inspects?|spots?)`;
const UNCHECKED = new RegExp(
  String.raw`\b(?:(?:nobody|no one|no-one)\s+(?:will |would |ever |really |usually |even )*${OVERSIGHT}|(?:they|the (?:\w+ )?(?:office|inspectors?|auditors?|authority|authorities|regulators?|management|boss|customers?|clients?))\s+(?:will |would |ever |really |usually )*(?:never|rarely|doesn't|don't|won't|wouldn't|isn't going to|aren't going to)\s+(?:\w+\s+)?${OVERSIGHT})\b`,
  'i',
);

/**
 * After "nobody noticed": how long it went unseen, a miss told, not a shortcut counted on; or who did notice ("nobody
 * notice except the groom's father", set BZ: a string replaced between songs), a recovery told.
 */
const MISSED_UNTIL =
  /^\s+(?:it |that |anything |them )?(?:until|till|for (?:days|weeks|months|years|ages|a while|hours|a long time)|except|apart from|other than|besides|but (?:the|my|our|one|a)\b)\b/i;

/** The base form of an -ing, -ed or -s verb, as far as the protective list needs it. */
function base(word: string): string[] {
  const w = word.toLowerCase();
  const forms = [w];
  if (w.endsWith('ing')) forms.push(w.slice(0, -3), `${w.slice(0, -3)}e`, w.slice(0, -4));
  if (w.endsWith('ed')) forms.push(w.slice(0, -2), w.slice(0, -1), w.slice(0, -3));
  if (w.endsWith('s')) forms.push(w.slice(0, -1));
  if (w.endsWith('ies')) forms.push(`${w.slice(0, -3)}y`);
  return forms;
}

function isProtective(verb: string, particle: string | undefined): string | null {
  const actions = protectiveActions();
  for (const form of base(verb)) {
    if (particle !== undefined && actions.has(`${form} ${particle.toLowerCase()}`)) return `${form} ${particle.toLowerCase()}`;
    if (actions.has(form)) return form;
  }
  return null;
}

/** Objects after "write"/"note" that make it a record: "write it up", "write anything down". */
const PARTICLE_AFTER_OBJECT = /^(?:it|this|that|anything|something|them)\s+(up|down)\b/i;

/** Common English ways of waving a risk away: "not to worry", "nothing to worry about", "it's fine", "never had a problem". */
const DISMISSAL =
  /\b(not to worry|don't worry|nothing to worry about|no problem( at all)?|never had an? (issue|problem)|never been an? (issue|problem)|(it's|it is|they're|they are|that's|[a-z]+'s) (totally |perfectly |absolutely |always )?(fine|safe|ok|okay))\b/gi;

const AIMED_AT = /\b(make|makes|making|made) sure (that )?$|\b(ensur\w*|check\w*|until|unless|once|whether|if|when|keep|keeping|kept)( that)? $/i;

/** A protective action the speaker takes (not in an avoidance frame): "I checked", "we record it", "I'd report it". */
function takesProtectiveAction(answer: string): boolean {
  const withoutAvoided = answer.replace(AVOIDED, ' ');
  return tokenWords(withoutAvoided).some((word) => isProtective(word, undefined) !== null);
}

const tokenWords = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

/**
 * False reassurance: two or more ways of waving the risk away and no check, record or report anywhere.
 * A coach fails "tell them not to worry, it's fine" when nothing was checked.
 */
function falseReassurance(answer: string): RedFlag | null {
  // "Making sure everyone's safe" is the aim, not a reassurance.
  const dismissals = [...answer.matchAll(DISMISSAL)].filter((m) => !AIMED_AT.test(answer.slice(Math.max(0, (m.index ?? 0) - 24), m.index)));
  if (new Set(dismissals.map((m) => m[0].toLowerCase())).size < 2 || takesProtectiveAction(answer)) return null;
  const first = dismissals[0];
  const sentence = sentencesOf(answer).find((s) => s.includes(first[0])) ?? answer;
  return {
    what: 'reassuring people that a risk is nothing without checking it',
    instead: 'check the risk first, give the safe advice the job sets, and say what you would record or pass on',
    sentence: sentence.trim(),
    evidence: first[0],
  };
}

/** Going to see for oneself: more than advising, telling or reporting from afar. */
const GOES_FURTHER =
  /\b(go|goes|went|going|come|comes|came|head|headed|run|ran) (straight |right )?(there|over|round|down|up|in|to see)\b|\battend\w*\b|\bin person\b/i;

export function findUnsafeMeaning(answer: string): RedFlag[] {
  const flags: RedFlag[] = [];
  for (const sentence of sentencesOf(answer)) {
    for (const clause of sentence.split(/[;:]|,\s*(?=(?:and |but |so )?(?:i|we|you)\b)/i)) {
      for (const m of clause.matchAll(AVOIDED)) {
        const [whole, frame, between, verb, next] = m;
        const after = clause.slice((m.index ?? 0) + frame.length + 1 + between.length + verb.length).trim();
        const particle = PARTICLE_AFTER_OBJECT.exec(after)?.[1] ?? next;
        const action = isProtective(verb, particle);
        if (action === null) continue;
        if (CANCELLED.test(clause.slice(0, m.index ?? 0))) continue;
        // "rather than write it up as low interest, which would have been wrong, I told the client": the report avoided was a false one.
        if (WRONG_TO_DO.test(after)) continue;
        // "i go straight there rather than advise over the phone": the speaker does more than the step passed over (set BQ).
        if (GOES_FURTHER.test(clause.slice(Math.max(0, (m.index ?? 0) - 50), m.index))) continue;
        flags.push({
          what: `deciding not to ${action} what you found`,
          instead: `${action} what you found through the proper route, even when it costs time or causes a delay`,
          sentence: sentence.trim(),
          evidence: whole.trim(),
        });
        break;
      }
      if (flags.length > 0) return flags;
    }
    const unchecked = UNCHECKED.exec(sentence);
    // "last time nobody notice until she had a fall": what others missed before, which the speaker's checks put right.
    // "we just sorted it out ... most of the time the customers don't even notice" (set CC's coach): a gap covered so
    // well nobody saw it, told as the outcome; counting on it says never, rarely or won't.
    if (unchecked !== null && !MISSED_UNTIL.test(sentence.slice(unchecked.index + unchecked[0].length)) && !/\beven notices?\b/i.test(unchecked[0])) {
      flags.push({
        what: 'counting on nobody checking',
        instead: 'do what is right and accurate whether or not anyone checks it',
        sentence: sentence.trim(),
        evidence: unchecked[0],
      });
      return flags;
    }
  }
  const reassurance = falseReassurance(answer);
  return reassurance === null ? flags : [reassurance];
}
