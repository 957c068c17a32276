import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BaseResolver, createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { setupTestApp } from './support/test-setup.js';

/** The type checker the project uses (TypeScript 7, `tsc7`). */
const TSC7 = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsc7');

/** A client's use of the generated types: a call that type-checks only if the document describes it. */
const CLIENT_USE = `import type { components, paths } from './api';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Login = paths['/api/login']['post'];

export const request: Json<Login['requestBody'] & object> = { email: 'ada@example.com', password: 'correct horse' };
export const signedIn: Json<Login['responses'][200]> = { token: 'jwt', role: 'user', userId: '8d0d7e83-4f54-4d7a-9a6b-0d6f8e8a1f11' };
export const refused: Json<Login['responses'][401]> = { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS', statusCode: 401 };
export const error: components['schemas']['ErrorResponse'] = refused;
export const missing: Json<paths['/api/scripts/{id}']['get']['responses'][404]> = { error: 'Script not found.', code: 'SCRIPT_NOT_FOUND', statusCode: 404 };
`;

/** What `tsc7` says about api.ts and client.ts in `dir` (strict): '' when they type-check. */
function typeErrors(dir: string): string {
  try {
    execFileSync(TSC7, ['--noEmit', '--strict', '--target', 'es2022', '--module', 'preserve', '--moduleResolution', 'bundler', 'api.ts', 'client.ts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return '';
  } catch (failure) {
    const { stdout = '', stderr = '' } = failure as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`.trim() || String(failure);
  }
}

function describeProblem(problem: NormalizedProblem): string {
  return `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`;
}

describe('The OpenAPI document a client generates from (GET /api/docs-json)', () => {
  const { t } = setupTestApp();

  it('is OpenAPI 3.1 for this server, every operation with a summary and its error answers in the shared error schema', async () => {
    const { body: document } = await t.http.get('/api/docs-json').expect(200);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const operations = Object.values(
      document.paths as Record<string, Record<string, { summary?: string; responses: Record<string, unknown>; security?: unknown[] }>>,
    ).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) expect(operation.summary).toEqual(expect.any(String));
    // A route that needs a token says so and documents the 401; the public ones need none.
    expect(document.paths['/api/scripts/{id}'].get).toMatchObject({
      security: [{ bearer: [] }],
      responses: {
        401: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } },
        404: { description: expect.stringContaining('SCRIPT_NOT_FOUND') },
      },
    });
    expect(document.paths['/api/login'].post).toMatchObject({ security: [], responses: { 400: {}, 401: {}, 429: {} } });
    expect(document.paths['/api/admin/users'].get.responses[403].description).toContain('ADMIN_REQUIRED');
  });

  it("passes Redocly's recommended rules with no errors", async () => {
    const { text } = await t.http.get('/api/docs-json').expect(200);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'docs-json.json', config, externalRefResolver: new BaseResolver() });
    expect(problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('generates client types with openapi-typescript that type-check, and a client call checked against them', async () => {
    const { body: document } = await t.http.get('/api/docs-json').expect(200);
    const dir = mkdtempSync(join(tmpdir(), 'speakwell-openapi-'));
    try {
      writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(document)));
      writeFileSync(join(dir, 'client.ts'), CLIENT_USE);
      expect(typeErrors(dir)).toBe('');
      // The check can fail: a body the document does not allow is refused.
      writeFileSync(join(dir, 'client.ts'), `${CLIENT_USE}export const wrong: Json<Login['responses'][200]> = { token: 1 };\n`);
      expect(typeErrors(dir)).toMatch(/client\.ts\(\d+,\d+\): error TS2322/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
