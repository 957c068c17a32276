import { expect, type Locator, type Page } from '@playwright/test';
import { speech } from '../support/fake-speech.js';
import { captureFeedbackStream, card, type FeedbackResult } from './drill-support.js';

/** The player of a recorded answer (or shadowing run), inside `scope`. */
export function replayOf(scope: Locator | Page, name = 'Replay your answer'): Locator {
  return scope.getByRole('region', { name });
}

/** Resolves once the recorded answer in `player` can be played and is at least `seconds` long. */
export async function expectPlayable(player: Locator, seconds: number): Promise<void> {
  const audio = player.getByLabel('Your recorded answer');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => (Number.isFinite(element.duration) ? element.duration : -1)), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(seconds);
}

/** How many recordings this browser keeps (IndexedDB), read as the app stores them. */
export function keptRecordings(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open('speakwell-recordings');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('answers')) {
            db.close();
            resolve(0);
            return;
          }
          const counted = db.transaction('answers').objectStore('answers').count();
          counted.onsuccess = () => {
            db.close();
            resolve(counted.result);
          };
          counted.onerror = () => reject(counted.error);
        };
      }),
  );
}

/** Speaks `words` for at least `seconds` of recording (the visible timer says so), then Stop & Analyze. */
/**
 * Notes when this page's microphone opens (the real getUserMedia, only timed), so a test can stop once
 * the recording itself has lasted long enough: on a loaded machine the microphone opened 1.2 s after the click.
 */
export function timeTheMicrophone(page: Page): Promise<void> {
  return page.evaluate(() => {
    const devices = navigator.mediaDevices as MediaDevices & { timed?: boolean };
    if (devices.timed) return;
    devices.timed = true;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      (window as unknown as { microphoneOpenedAt: number }).microphoneOpenedAt = Date.now();
      return stream;
    };
  });
}

/** Resolves once the microphone opened after timeTheMicrophone() has been open for `seconds`. */
export async function recordedFor(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction(
    (ms) => {
      const openedAt = (window as unknown as { microphoneOpenedAt?: number }).microphoneOpenedAt;
      return openedAt !== undefined && Date.now() - openedAt >= ms;
    },
    seconds * 1000,
    { timeout: 15_000 },
  );
}

export async function answerAndRecord(page: Page, words: string, seconds = 2): Promise<FeedbackResult> {
  await timeTheMicrophone(page);
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.say(page, words);
  await expect(card(page, 'Your Response').getByRole('timer', { name: 'Recording time' })).toHaveText(`0:0${seconds}`, { timeout: 15_000 });
  // The app's clock starts at the click; the recording starts when the microphone has opened.
  await recordedFor(page, seconds);
  const feedback = await captureFeedbackStream(page);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  const { result } = await feedback.captured;
  await expect(card(page, 'AI Feedback').getByRole('img', { name: `Rating: ${result.rating.toFixed(1)} out of 5` })).toBeVisible();
  return result;
}

/** Puts `count` older recordings in this browser's store (as the app keeps them), keyed 'older-0' (oldest) up. */
export function seedOlderRecordings(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (total) =>
      new Promise<void>((resolve, reject) => {
        const opened = indexedDB.open('speakwell-recordings');
        opened.onupgradeneeded = () => opened.result.createObjectStore('answers');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          const transaction = db.transaction('answers', 'readwrite');
          for (let index = 0; index < total; index++) {
            const audio = new Blob([new Uint8Array(1024)], { type: 'audio/webm' });
            transaction
              .objectStore('answers')
              .put({ audio, sessionId: 'older-session', userId: null, durationMs: 1000, savedAt: 1_000_000 + index }, `older-${index}`);
          }
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    count,
  );
}

/** The keys of the recordings this browser keeps. */
export function keptRecordingKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('speakwell-recordings');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          const keys = db.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}
