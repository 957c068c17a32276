import type { WordDefinition } from '../ai.schemas.js';
import { defineFunctionWord } from './function-words.js';
import { baseForms } from './morphology.js';
import { WordNetExamples } from './wordnet-examples.js';
import { WordNetFiles, type IndexEntry, type WordNetPos } from './wordnet-files.js';
import { writtenExampleOf } from './written-examples.js';

const ALL_POS: readonly WordNetPos[] = ['noun', 'verb', 'adjective', 'adverb'];
/** An inflected form counts for less than the word as written, so "left" stays "left". */
const INFLECTED_WEIGHT = 0.5;
/** Senses looked at when choosing a multi-word entry's most common sense, and for examples. */
const SENSES_CONSIDERED = 8;
const SENSES_FOR_EXAMPLES = 12;
/** Particles a learner adds to a phrasal verb that WordNet lists without ("look forward to"). */
const TRAILING_PARTICLES = new Set(['to', 'for', 'with', 'on', 'at', 'of', 'about', 'from', 'into']);

interface Candidate {
  lemma: string;
  weight: number;
}

/**
 * Dictionary look-ups on WordNet, plus the function words it leaves out. Multi-word entries
 * and phrasal verbs ("give up", "look forward to", "gave up"), inflected forms ("mice",
 * "went"), the most common sense first, and an example sentence that uses the word: WordNet's
 * own (its senses first, then any synset's), else one written for the word, else none; never
 * a sentence made from a template.
 */
export class WordNetDictionary {
  constructor(
    private readonly files: WordNetFiles = new WordNetFiles(),
    private readonly examples: WordNetExamples = new WordNetExamples(),
  ) {}

  async define(rawWord: string): Promise<WordDefinition | null> {
    const asTyped = rawWord.trim().replace(/\s+/g, ' ');
    const functionWord = defineFunctionWord(asTyped);
    if (functionWord !== null) return functionWord;
    const best = await this.bestEntry(candidates(asTyped.toLowerCase()));
    if (best === null) return null;
    const { entry } = best;
    const offsets = entry.synsetOffsets.slice(0, SENSES_FOR_EXAMPLES);
    const chosen = entry.lemma.includes('_') ? await this.mostCommonSense(entry) : offsets[0];
    const synset = await this.files.readSynset(entry.pos, chosen);
    const { definition, examples } = splitGloss(synset.gloss);
    const lemma = entry.lemma.replaceAll('_', ' ');
    const uses = usesWord(asTyped, lemma);
    const example =
      pickExample(examples, uses) ??
      (await this.exampleFromOtherSenses(
        entry.pos,
        offsets.filter((o) => o !== chosen),
        uses,
      )) ??
      (await this.examples.find(uses)) ??
      writtenExampleOf(asTyped.toLowerCase()) ??
      writtenExampleOf(lemma) ??
      '';
    const sentence = example === '' ? '' : asSentence(example);
    return {
      word: asTyped,
      part_of_speech: entry.pos,
      definition: `${inflectionNote(asTyped.toLowerCase(), lemma, entry.pos)}${definition}`,
      example_sentence: sentence,
    };
  }

  warmUp(): Promise<void> {
    return this.files.warmUp();
  }

  close(): Promise<void> {
    return this.files.close();
  }

  private async bestEntry(lookups: Candidate[]): Promise<{ entry: IndexEntry; score: number } | null> {
    const found = await Promise.all(
      lookups.flatMap(({ lemma, weight }) =>
        ALL_POS.flatMap((pos) => [
          { pos, lemma, weight },
          ...baseForms(lemma, pos).map((base) => ({ pos, lemma: base, weight: weight * INFLECTED_WEIGHT })),
        ]).map(async ({ pos, lemma, weight }) => ({ entry: await this.files.findIndexEntry(lemma.replaceAll(' ', '_'), pos), weight })),
      ),
    );
    let best: { entry: IndexEntry; score: number } | null = null;
    for (const { entry, weight } of found) {
      if (entry === null) continue;
      // Tagged-sense counts measure how common a reading is; sense counts break ties.
      const score = weight * (entry.taggedSenseCount + 1) + entry.senseCount / 1000;
      if (best === null || score > best.score) best = { entry, score };
    }
    return best;
  }

  /**
   * WordNet's sense order comes from few tagged examples for multi-word entries ("give up"
   * starts with "forfeit"): weigh each sense by how often its words (the entry and its
   * synonyms, such as "quit") were tagged in that sense.
   */
  private async mostCommonSense(entry: IndexEntry): Promise<number> {
    const offsets = entry.synsetOffsets.slice(0, SENSES_CONSIDERED);
    let best = { offset: offsets[0], score: -1 };
    for (const offset of offsets) {
      const synset = await this.files.readSynset(entry.pos, offset);
      let score = 0;
      for (const word of synset.words.slice(0, 6)) score += (await this.files.senseTagCounts(word.toLowerCase().replaceAll(' ', '_'))).get(offset) ?? 0;
      if (score > best.score) best = { offset, score };
    }
    return best.offset;
  }

  /** The chosen sense may have no example with the word; another sense often does. */
  private async exampleFromOtherSenses(pos: WordNetPos, offsets: number[], uses: (example: string) => boolean): Promise<string | null> {
    for (const offset of offsets) {
      const { examples } = splitGloss((await this.files.readSynset(pos, offset)).gloss);
      const example = pickExample(examples, uses);
      if (example !== null) return example;
    }
    return null;
  }
}

/** The forms to look up: as typed, a phrasal verb without its trailing particle, an inflected first word. */
function candidates(word: string): Candidate[] {
  const out: Candidate[] = [{ lemma: word, weight: 1 }];
  const parts = word.split(' ');
  if (parts.length > 1) {
    if (TRAILING_PARTICLES.has(parts[parts.length - 1])) out.push({ lemma: parts.slice(0, -1).join(' '), weight: 0.9 });
    for (const base of baseForms(parts[0], 'verb')) {
      const rest = parts.slice(1);
      out.push({ lemma: [base, ...rest].join(' '), weight: 0.8 });
      if (TRAILING_PARTICLES.has(rest[rest.length - 1])) out.push({ lemma: [base, ...rest.slice(0, -1)].join(' '), weight: 0.7 });
    }
    out.push({ lemma: parts.join('-'), weight: 0.9 }, { lemma: parts.join(''), weight: 0.8 });
  }
  return out;
}

/** "mice" -> "plural of mouse: ", "went" -> "past tense of go: ". */
function inflectionNote(typed: string, lemma: string, pos: WordNetPos): string {
  if (typed === lemma || typed.includes(' ') || lemma.includes(' ')) return '';
  switch (pos) {
    case 'noun':
      return `plural of "${lemma}": `;
    case 'verb':
      if (typed.endsWith('ing')) return `present participle of "${lemma}": `;
      if (typed.endsWith('s') && !typed.endsWith('ss')) return `third person singular of "${lemma}": `;
      return `past form of "${lemma}": `;
    case 'adjective':
      return typed.endsWith('st') ? `superlative of "${lemma}": ` : `comparative of "${lemma}": `;
    case 'adverb':
      return '';
  }
}

/** 'being present everywhere at once; "ubiquitous computing"' -> definition and examples. */
export function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1].trim());
  const definition = gloss
    .replace(/"[^"]*"/g, '')
    .replace(/(\s*;\s*)+/g, '; ')
    .replace(/[;,\s]+$/, '')
    .trim();
  return { definition, examples };
}

/**
 * An example only counts if it is a sentence (more than a couple of words: "statistical data"
 * is a phrase) that uses the word, in any form of it.
 */
function usesWord(asTyped: string, lemma: string): (example: string) => boolean {
  const forms = [asTyped, lemma].map((w) => {
    const words = w.split(' ');
    // "happy" also matches "happier", "leave" also "leaving"; in a phrase, the first word may be inflected.
    const root = words[0].length > 3 ? words[0].replace(/[ey]$/, '') : words[0];
    return [`${escape(root)}\\w*`, ...words.slice(1).map(escape)].join('\\s+(?:\\w+\\s+)?');
  });
  const pattern = new RegExp(`\\b(${forms.join('|')})\\b`, 'i');
  return (example) => pattern.test(example) && example.split(/\s+/).length >= 4;
}

function pickExample(examples: string[], uses: (example: string) => boolean): string | null {
  return examples.find(uses) ?? null;
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
