import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { inlineScriptHashes, withScriptSources } from './inline-script-hashes.js';
import { registerWebApp } from './register-web-app.js';

const START = 'document.title = "started";';
const PAGE = `<!doctype html><html><head><script data-app="/main.1a2b3c4d.js">${START}</script><link href="/main.1a2b3c4d.css" rel="stylesheet"></head><body><div id="root"></div></body></html>`;

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

function scriptSrc(policy: unknown): string | undefined {
  return String(policy)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
}

describe('inline start script and the CSP', () => {
  let webRoot: string;
  let app: FastifyInstance;
  let base: string;
  const get = async (url: string) => {
    const response = await fetch(`${base}${url}`);
    return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'speakwell-web-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), PAGE);
    writeFileSync(join(webRoot, 'shell', 'dist', 'main.1a2b3c4d.js'), 'console.log(1);');
    app = Fastify();
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'] } },
    });
    await registerWebApp(app, {
      remotesManifest: async () => ({ manifest: {}, perUser: false }),
      publishedFile: async () => undefined,
      remoteLoadTimeoutMs: 1000,
      webRoot,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('lets the page run exactly its own inline script: its hash joins script-src on every app route', async () => {
    for (const url of ['/', '/scripts/new', '/index.html']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(START);
      expect(scriptSrc(page.headers['content-security-policy'])).toBe(`script-src 'self' https://accounts.google.com/gsi/client ${sha256(START)}`);
    }
  });

  it('allows no inline script anywhere else', async () => {
    const script = await get('/main.1a2b3c4d.js');
    expect(script.statusCode).toBe(200);
    expect(scriptSrc(script.headers['content-security-policy'])).toBe("script-src 'self' https://accounts.google.com/gsi/client");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, the way a browser checks it, and skips scripts with a src', () => {
    const html = `<script src="/a.js"></script><script type="module">${START}</script><script>\nlet a = "</scr" + "ipt>";\n</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(START), sha256('\nlet a = "</scr" + "ipt>";\n')]);
  });

  it('adds sources to script-src only, and leaves a policy without one as it is', () => {
    expect(withScriptSources("default-src 'self';script-src 'self';img-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';img-src 'self'",
    );
    expect(withScriptSources("default-src 'self'", ["'sha256-x'"])).toBe("default-src 'self'");
  });
});
