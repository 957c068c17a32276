// start.ts and the signed-in app are two builds on one page: what the start script fetched
// before the app loaded (/remotes.json, the opened remote's manifest) reaches the app here.

declare global {
  interface Window {
    /** Absolute URL -> the response start.ts asked for, not yet taken by the app. */
    __speakwellEarlyResponses?: Map<string, Promise<Response>>;
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
