// Run by large-bodies.e2e-spec.ts in its own process, so the clients' writing does not share the
// API's event loop: `node large-body-clients.mjs <json>` with { port, targets: [{ path, headers }],
// clients, rounds, bytes }. Each client sends `rounds` bodies of random bytes, one after another,
// to the targets in turn; prints the answers' statuses as JSON (0: the server closed first).
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

const { port, targets, clients, rounds, bytes } = JSON.parse(process.argv[2]);
const body = randomBytes(bytes);

function send({ path, headers }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', (error) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(0) : reject(error)));
    req.end(body);
  });
}

const statuses = [];
await Promise.all(
  Array.from({ length: clients }, async (_, client) => {
    for (let round = 0; round < rounds; round++) statuses.push(await send(targets[(client + round) % targets.length]));
  }),
);
process.stdout.write(JSON.stringify(statuses));
