import { gzipSync } from 'node:zlib';

/** Which part of the app served a URL: `shell`, or the remote's name for /remotes/<name>/... */
export function ownerOf(url) {
  const match = /^\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  return match ? match[1] : 'shell';
}

function kindOf(url, resourceType) {
  const path = new URL(url).pathname;
  if (resourceType === 'script' || path.endsWith('.js')) return 'js';
  if (resourceType === 'stylesheet' || path.endsWith('.css')) return 'css';
  return 'other';
}

/**
 * The inline scripts of an HTML page as JS entries (their gzip size also stands for the bytes
 * they add to the page on the wire).
 */
function inlineScriptsOf(url, html) {
  const texts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((match) => match[1]).filter(Boolean);
  return texts.map((text, index) => {
    const body = Buffer.from(text);
    const gzipBytes = gzipSync(body).length;
    return {
      path: `${new URL(url).pathname} (inline script ${index + 1})`,
      owner: ownerOf(url),
      kind: 'js',
      bytes: body.length,
      gzipBytes,
      wireBytes: gzipBytes,
      encoding: 'inline',
    };
  });
}

/**
 * Records every response of the page's origin with its size (decoded), its gzip size (zlib at
 * the default level on those bytes, comparable whatever the server does) and the bytes that
 * actually crossed the wire (with the server's own Content-Encoding, if any).
 * `collect()` waits for the bodies and returns the list.
 */
export function trackResponses(page, origin) {
  const pending = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.status() < 200 || response.status() > 299) return;
    const resourceType = response.request().resourceType();
    const kind = kindOf(url, resourceType);
    // The page's inline start script is JS the first page runs: counted as a file of its own.
    if (resourceType === 'document')
      pending.push(
        response.text().then(
          (html) => inlineScriptsOf(url, html),
          () => undefined,
        ),
      );
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          path: new URL(url).pathname,
          owner: ownerOf(url),
          kind,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          wireBytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? null,
        }),
        () => undefined,
      ),
    );
  });
  return { collect: async () => (await Promise.all(pending)).flat().filter(Boolean) };
}

/** Totals of a response list by kind (js, css), gzip and served bytes. */
export function totals(files) {
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  const js = files.filter((file) => file.kind === 'js');
  const css = files.filter((file) => file.kind === 'css');
  return {
    jsGzip: sum(js, 'gzipBytes'),
    jsBytes: sum(js, 'bytes'),
    jsWire: sum(js, 'wireBytes'),
    cssGzip: sum(css, 'gzipBytes'),
    cssBytes: sum(css, 'bytes'),
    files: js.length + css.length,
  };
}
