/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EMPTY_FIELDS, type ScriptFields } from '../script-fields.js';
import { MAX_SCRIPT_LENGTH } from '@speakwell/contracts/values';
import { FIRST_RETRY_MS, useScriptAutosave } from './use-script-autosave.js';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
let failNext: boolean;
const realFetch = globalThis.fetch;

// The API as the hook sees it: every call recorded, a new script gets id 'script-1'.
function stubApi() {
  globalThis.fetch = (async (url: string, init: { method: string; body?: string }) => {
    calls.push({ method: init.method, url, body: init.body ? JSON.parse(init.body) : undefined });
    if (failNext) {
      failNext = false;
      return { ok: false, status: 500, text: async () => JSON.stringify({ error: 'Database unavailable' }) };
    }
    const body = init.method === 'POST' ? { id: 'script-1' } : {};
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
}

function renderAutosave(scriptId?: string) {
  const created: string[] = [];
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useScriptAutosave(scriptId, (id) => created.push(id)), { wrapper });
  return { ...hook, created };
}

const withContent = (content: string): ScriptFields => ({ ...EMPTY_FIELDS, content });

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Script 'script-9' edited to `content` while the API refuses the next save; resolves once that
 * save has failed. The failure's console error is caught in `logged` (restore it when done).
 */
async function editWhileSaveFails(content: string) {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const hook = renderAutosave('script-9');
  failNext = true;
  act(() => hook.result.current.edited(withContent(content)));
  await wait(1500);
  return { ...hook, logged };
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  calls = [];
  failNext = false;
  stubApi();
});

afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

describe('useScriptAutosave', () => {
  it('saves once, 1.5 s after the last edit, creating the script and then updating it', async () => {
    const { result, created } = renderAutosave();
    act(() => result.current.edited(withContent('H')));
    await wait(1000);
    act(() => result.current.edited(withContent('Hello')));
    await wait(1499);
    expect(calls).toEqual([]);
    expect(result.current.status).toBe('idle');
    await wait(1);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/scripts',
        body: { title: 'Untitled Script', description: '', tags: [], content: 'Hello', settings: { isVoiceControl: true } },
      },
    ]);
    expect(created).toEqual(['script-1']);
    expect(result.current.status).toBe('saved');

    act(() => result.current.edited({ title: 'Hi', description: '', tags: 'a, ,b', content: 'Hello there', isVoiceControl: false }));
    expect(result.current.status).toBe('idle');
    await wait(1500);
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/api/scripts/script-1',
      body: { id: 'script-1', title: 'Hi', description: '', tags: ['a', 'b'], content: 'Hello there', settings: { isVoiceControl: false } },
    });
    expect(result.current.status).toBe('saved');
  });

  it('never saves an all-empty form', async () => {
    const { result } = renderAutosave('script-9');
    act(() => result.current.edited(withContent('x')));
    act(() => result.current.edited(EMPTY_FIELDS));
    await wait(3000);
    expect(calls).toEqual([]);
  });

  it('goes back to idle when a save fails, says so, keeps the edit on this device, and the next edit saves again', async () => {
    const { result, logged } = await editWhileSaveFails('First');
    expect(result.current.status).toBe('idle');
    expect(result.current.failure).toEqual({ refusal: null, retrying: true });
    expect(JSON.parse(localStorage.getItem('speakwell.unsavedScript.script-9') ?? '{}')).toMatchObject({ content: 'First' });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    act(() => result.current.edited(withContent('Second')));
    await wait(1500);
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'PUT']);
    expect(result.current.status).toBe('saved');
    expect(result.current.failure).toBeNull();
    expect(localStorage.getItem('speakwell.unsavedScript.script-9')).toBeNull();
  });

  it('saves a pending edit at once when the editor closes', async () => {
    const { result, unmount } = renderAutosave('script-9');
    act(() => result.current.edited(withContent('Last words')));
    unmount();
    await wait(0);
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/scripts/script-9',
        body: { id: 'script-9', title: 'Untitled Script', description: '', tags: [], content: 'Last words', settings: { isVoiceControl: true } },
      },
    ]);
  });

  it('does not report a new script created after the editor closed (the user has left it)', async () => {
    const { result, unmount, created } = renderAutosave();
    act(() => result.current.edited(withContent('Just typed')));
    unmount();
    await wait(0);
    expect(calls.map((call) => call.method)).toEqual(['POST']);
    expect(created).toEqual([]);
  });

  it('tries a failed save again on its own, waiting longer each time', async () => {
    const { result, logged } = await editWhileSaveFails('Kept');
    expect(calls).toHaveLength(1);
    failNext = true;
    await wait(FIRST_RETRY_MS);
    expect(calls).toHaveLength(2);
    await wait(FIRST_RETRY_MS);
    expect(calls).toHaveLength(2);
    await wait(FIRST_RETRY_MS);
    expect(calls).toHaveLength(3);
    expect(result.current.status).toBe('saved');
    expect(result.current.failure).toBeNull();
    logged.mockRestore();
  });

  it('never sends content over the limit; it stays on this device', async () => {
    const { result } = renderAutosave('script-9');
    act(() => result.current.edited(withContent('x'.repeat(MAX_SCRIPT_LENGTH + 1))));
    await wait(1500);
    act(() => result.current.saveNow(withContent('x'.repeat(MAX_SCRIPT_LENGTH + 1))));
    await wait(0);
    expect(calls).toEqual([]);
    expect(result.current.status).toBe('idle');
    expect(JSON.parse(localStorage.getItem('speakwell.unsavedScript.script-9') ?? '{}').content).toHaveLength(MAX_SCRIPT_LENGTH + 1);
  });
});
