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
 * Records every response of the page's origin with its served size and its gzip size
 * (zlib, default level, on the served bytes: the server itself does not compress).
 * `collect()` waits for the bodies and returns the list.
 */
export function trackResponses(page, origin) {
  const pending = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || response.status() < 200 || response.status() > 299) return;
    const kind = kindOf(url, response.request().resourceType());
    pending.push(
      response.body().then(
        (body) => ({ path: new URL(url).pathname, owner: ownerOf(url), kind, bytes: body.length, gzipBytes: gzipSync(body).length, encoding: response.headers()['content-encoding'] ?? null }),
        () => undefined,
      ),
    );
  });
  return { collect: async () => (await Promise.all(pending)).filter(Boolean) };
}

/** Totals of a response list by kind (js, css), gzip and served bytes. */
export function totals(files) {
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  const js = files.filter((file) => file.kind === 'js');
  const css = files.filter((file) => file.kind === 'css');
  return {
    jsGzip: sum(js, 'gzipBytes'),
    jsBytes: sum(js, 'bytes'),
    cssGzip: sum(css, 'gzipBytes'),
    cssBytes: sum(css, 'bytes'),
    files: js.length + css.length,
  };
}
