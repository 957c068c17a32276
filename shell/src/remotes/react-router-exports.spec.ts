import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BROWSER_SOURCES = ['shell', 'mfe-drill', 'mfe-scripts', 'mfe-meeting', 'mfe-dictionary', 'mfe-dashboard', 'mfe-admin', 'libs/ui', 'libs/session', 'libs/api-client', 'libs/speech'];

/** REACT_ROUTER_EXPORTS from mf.shared.ts, read as text (apps may not import root files). */
function sharedReactRouterExports(): string[] {
  const text = readFileSync(join(ROOT, 'mf.shared.ts'), 'utf8');
  const list = /REACT_ROUTER_EXPORTS = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// react-router is shipped tree-shaken to REACT_ROUTER_EXPORTS (mf.shared.ts). An import of
// anything else would work in a remote's own build and fail in the browser, so it fails here.
describe('react-router imports', () => {
  it('use only the exports the shared build ships', () => {
    const used = new Map<string, string>();
    for (const project of BROWSER_SOURCES) {
      for (const file of sourceFiles(join(ROOT, project, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'react-router'/g)) {
          if (match[0].startsWith('import type')) continue;
          for (const name of (match[1] ?? '').split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type '))) {
            used.set(name.split(/\s+as\s+/)[0] ?? name, file);
          }
        }
      }
    }
    const allowed = new Set(sharedReactRouterExports());
    expect(allowed.size).toBeGreaterThan(5);
    const outside = [...used].filter(([name]) => !allowed.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(outside).toEqual([]);
    expect(used.size).toBeGreaterThan(3);
  });
});
