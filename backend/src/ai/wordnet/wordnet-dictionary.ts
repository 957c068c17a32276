import type { WordDefinition } from '../ai.schemas.js';
import { baseForms } from './morphology.js';
import { WordNetFiles, type IndexEntry, type WordNetPos } from './wordnet-files.js';

const ALL_POS: readonly WordNetPos[] = ['noun', 'verb', 'adjective', 'adverb'];
/** An inflected form counts for less than the word as written, so "left" stays "left". */
const INFLECTED_WEIGHT = 0.5;

/**
 * Dictionary look-ups on WordNet: the most frequent part of speech among the word and its
 * base forms, the gloss of its first sense, and an example from the gloss when it has one.
 */
export class WordNetDictionary {
  constructor(private readonly files: WordNetFiles = new WordNetFiles()) {}

  async define(rawWord: string): Promise<WordDefinition | null> {
    const word = rawWord.trim().toLowerCase().replace(/\s+/g, '_');
    const entry = await this.bestEntry(word);
    if (entry === null) return null;
    const synset = await this.files.readSynset(entry.pos, entry.synsetOffsets[0]);
    const { definition, examples } = splitGloss(synset.gloss);
    const lemma = entry.lemma.replaceAll('_', ' ');
    const asTyped = rawWord.trim();
    const example = pickExample(examples, asTyped, lemma) ?? (await this.exampleFromOtherSenses(entry, asTyped, lemma));
    return {
      word: asTyped,
      part_of_speech: entry.pos,
      definition,
      example_sentence: example ?? generatedExample(asTyped, lemma, entry.pos, definition),
    };
  }

  warmUp(): Promise<void> {
    return this.files.warmUp();
  }

  close(): Promise<void> {
    return this.files.close();
  }

  private async bestEntry(word: string): Promise<IndexEntry | null> {
    const lookups = ALL_POS.flatMap((pos) => [
      { pos, lemma: word, weight: 1 },
      ...baseForms(word, pos).map((lemma) => ({ pos, lemma, weight: INFLECTED_WEIGHT })),
    ]);
    const found = await Promise.all(
      lookups.map(async ({ pos, lemma, weight }) => ({ entry: await this.files.findIndexEntry(lemma, pos), weight })),
    );
    let best: { entry: IndexEntry; score: number } | null = null;
    for (const { entry, weight } of found) {
      if (entry === null) continue;
      // Tagged-sense counts measure how common a reading is; sense counts break ties.
      const score = weight * (entry.taggedSenseCount + 1) + entry.senseCount / 1000;
      if (best === null || score > best.score) best = { entry, score };
    }
    return best?.entry ?? null;
  }

  /** The first sense may have no example; a close second sense often does. */
  private async exampleFromOtherSenses(entry: IndexEntry, asTyped: string, lemma: string): Promise<string | null> {
    for (const offset of entry.synsetOffsets.slice(1, 3)) {
      const { examples } = splitGloss((await this.files.readSynset(entry.pos, offset)).gloss);
      const example = pickExample(examples, asTyped, lemma);
      if (example !== null) return example;
    }
    return null;
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

/** An example only counts if it uses the word (any form of it): synonyms' examples confuse learners. */
function pickExample(examples: string[], asTyped: string, lemma: string): string | null {
  // "happy" also matches "happier", "leave" also matches "leaving".
  const root = lemma.length > 3 ? lemma.replace(/[ey]$/, '') : lemma;
  const usesWord = new RegExp(`\\b(${escape(asTyped)}|${escape(root)})`, 'i');
  const chosen = examples.find((e) => usesWord.test(e));
  return chosen === undefined ? null : asSentence(chosen);
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** WordNet has no example using the word: a plain sentence that uses it and restates its meaning. */
function generatedExample(word: string, lemma: string, pos: WordNetPos, definition: string): string {
  const meaning = definition.split(';')[0].trim();
  switch (pos) {
    case 'noun':
      return `People use the word "${word}" to mean ${meaning}.`;
    case 'verb':
      return `When you ${lemma}, you ${meaning.replace(/^to\s+/i, '')}.`;
    case 'adjective':
      return `Something described as ${word} is ${meaning}.`;
    case 'adverb':
      return `To do something ${word} is to do it ${meaning}.`;
  }
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
