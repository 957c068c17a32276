import { earlyResponsesAskedWhen, fetchEarly, takeEarlyResponse, takeEarlyResponseOnceAsked } from './early-responses.js';

// start.ts and the app share the page's window: a bare one is enough for the handover.
const page = globalThis as unknown as { window: unknown };

describe('the responses start.ts fetches early for the app', () => {
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    page.window = { location: { href: 'http://localhost:3000/scripts' } };
    fetched.length = 0;
    // The network, as the page would see it: each fetch is counted and answered.
    globalThis.fetch = (url: string | URL | Request) => {
      fetched.push(String(url));
      return Promise.resolve(new Response('{}'));
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('the manifest start.ts asks for after reading /remotes.json is handed to the app that asked first, never fetched twice', async () => {
    let remotesRead: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (remotesRead = resolve)).then(() => {
      void fetchEarly('/remotes/scripts/mf-manifest.json', {});
    });
    earlyResponsesAskedWhen(asked);
    // The app asks while start.ts is still reading /remotes.json: nothing is there yet.
    expect(takeEarlyResponse('/remotes/scripts/mf-manifest.json')).toBeUndefined();
    const taken = takeEarlyResponseOnceAsked('http://localhost:3000/remotes/scripts/mf-manifest.json', 5_000);
    remotesRead();
    expect(await taken).toBeInstanceOf(Response);
    expect(fetched).toEqual(['/remotes/scripts/mf-manifest.json']);
    // Taken once: a later load fetches for itself.
    expect(await takeEarlyResponseOnceAsked('/remotes/scripts/mf-manifest.json', 5_000)).toBeUndefined();
  });

  it('a start script that never finishes asking holds the app back only for the wait it is given', async () => {
    earlyResponsesAskedWhen(new Promise(() => undefined));
    const started = Date.now();
    expect(await takeEarlyResponseOnceAsked('/remotes/drill/mf-manifest.json', 50)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
