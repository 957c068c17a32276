import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { wordnetDictPath } from './wordnet-files.js';

const DATA_FILES = ['data.noun', 'data.verb', 'data.adj', 'data.adv'] as const;

/**
 * Every example sentence WordNet has (about 48,000, 1.8 MB), for a word whose own senses
 * have none that uses it: "eloquent" is used in the examples of other synsets
 * ("his gestures provided eloquent reinforcement for his complaints"). Read once, on first use.
 */
export class WordNetExamples {
  private all: Promise<string[]> | null = null;

  constructor(private readonly dictPath: string = wordnetDictPath()) {}

  /** The first example that `uses` accepts, or null. */
  async find(uses: (example: string) => boolean): Promise<string | null> {
    for (const example of await this.load()) if (uses(example)) return example;
    return null;
  }

  private load(): Promise<string[]> {
    if (this.all === null) {
      this.all = Promise.all(DATA_FILES.map((file) => readFile(join(this.dictPath, file), 'utf8'))).then((texts) =>
        texts.flatMap((text) => [...text.matchAll(/ \| [^\n]*/g)].flatMap((gloss) => [...gloss[0].matchAll(/"([^"\n]+)"/g)].map((m) => m[1].trim()))),
      );
      this.all.catch(() => (this.all = null));
    }
    return this.all;
  }
}
