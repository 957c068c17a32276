import { createHash } from 'node:crypto';

/** `<script ...>text</script>` without a src attribute: a script the page carries inline. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources ('sha256-...') that allow exactly the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, text]) => text)
    .map(([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** `policy` with `sources` added to its script-src directive (left as it is without one). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/i.test(directive) ? `${directive.trimEnd()} ${sources.join(' ')}` : directive))
    .join(';');
}
