// Debian's `caddy` running deploy/Caddyfile as it ships, with only what must differ here
// changed: the listening port, the upstream addresses, no admin endpoint, and the test's
// learners' own X-Forwarded-For addresses trusted (they stand for clients behind other proxies).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, stopChild } from './processes.mjs';

export function caddyfileFor(port, upstreams) {
  const shipped = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8');
  const site = /^:8080 \{$/m;
  const upstreamLine = /^(\s*)reverse_proxy api-1:3000 api-2:3000 \{$/m;
  if (!site.test(shipped) || !upstreamLine.test(shipped))
    throw new Error('deploy/Caddyfile no longer has the `:8080 {` site and `reverse_proxy api-1:3000 api-2:3000 {` lines this test rewrites');
  return `{\n\tadmin off\n\tauto_https off\n}\n${shipped
    .replace(site, `:${port} {\n\tbind 127.0.0.1`)
    .replace(
      upstreamLine,
      (_, indent) => `${indent}reverse_proxy ${upstreams.map((url) => new URL(url).host).join(' ')} {\n${indent}\ttrusted_proxies private_ranges`,
    )}`;
}

/** Caddy in front of `upstreams` (http://host:port URLs); resolves once it answers. */
export async function startCaddy(upstreams) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'speakwell-caddy-'));
  const file = join(dir, 'Caddyfile');
  writeFileSync(file, caddyfileFor(port, upstreams));
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-2_000_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let failed;
  child.once('error', (error) => (failed = new Error(`caddy could not start (apt-get install caddy): ${error.message}`)));
  child.once('exit', (code) => (failed ??= new Error(`caddy exited with ${code}:\n${output}`)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (failed) throw failed;
    if (Date.now() > deadline) throw new Error(`caddy did not answer within 30 s:\n${output}`);
    const ok = await fetch(`${url}/api/health/live`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, output: () => output, stop: () => stopChild(child) };
}
