// start.ts and the signed-in app are two builds on one page: what the start script fetched
// before the app loaded (/remotes.json, the opened remote's manifest) reaches the app here.

declare global {
  interface Window {
    /** Absolute URL -> the response start.ts asked for, not yet taken by the app. */
    __speakwellEarlyResponses?: Map<string, Promise<Response>>;
    /** Settles once start.ts has asked for every response it fetches early. */
    __speakwellEarlyResponsesAsked?: Promise<void>;
  }
}

function earlyResponses(): Map<string, Promise<Response>> {
  window.__speakwellEarlyResponses ??= new Map();
  return window.__speakwellEarlyResponses;
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Fetches `url` now and keeps the answer for the app's first request of the same URL. */
export function fetchEarly(url: string, init: RequestInit): Promise<Response> {
  const response = fetch(url, init);
  // A failure is the app's to report when it takes the response; until then it is not unhandled.
  response.catch(() => undefined);
  earlyResponses().set(absolute(url), response);
  return response;
}

/** The answer start.ts fetched for `url`, handed over once; undefined when there is none. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const response = window.__speakwellEarlyResponses?.get(key);
  window.__speakwellEarlyResponses?.delete(key);
  return response;
}

/** start.ts: every early fetch has been asked for once `asked` settles (the opened remote's manifest needs /remotes.json first). */
export function earlyResponsesAskedWhen(asked: Promise<unknown>): void {
  window.__speakwellEarlyResponsesAsked = asked.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The answer start.ts fetched for `url`, once start.ts knows what it fetches (waiting at most
 * `waitMs`): the app asking for the opened remote's manifest while start.ts is still reading
 * /remotes.json takes the same response instead of fetching the manifest a second time.
 */
export async function takeEarlyResponseOnceAsked(url: string, waitMs: number): Promise<Response | undefined> {
  const asked = window.__speakwellEarlyResponsesAsked;
  if (asked) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([asked, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }
  return takeEarlyResponse(url);
}
