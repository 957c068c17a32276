import { createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * Recorded answers, kept only in this browser (IndexedDB), for replay on the feedback and
 * review screens. They are never uploaded.
 */
export interface StoredRecording {
  audio: Blob;
  /** The drill session (or the script of a shadowing run) it belongs to: deleting that deletes its recordings. */
  sessionId: string;
  /** Who recorded it, where known: deleting the account deletes their recordings. */
  userId: string | null;
  durationMs: number;
  savedAt: number;
}

/** The most recent recordings kept; older ones are dropped as new ones are saved. */
export const MAX_KEPT_RECORDINGS = 50;
/** At most this much audio is kept in all (a two-minute answer is about 1 MB). */
export const MAX_KEPT_RECORDING_BYTES = 100 * 1024 * 1024;

let store: UseStore | null = null;
// Opened on first use, so a screen that never replays never touches IndexedDB.
const recordings = (): UseStore => (store ??= createStore('speakwell-recordings', 'answers'));

/**
 * One answer's key: its question's drill and the time it was answered (each attempt at a
 * question is answered at its own time, and both are known on the feedback screen and in a review).
 */
export function answerRecordingKey(questionDrillId: string, answeredAt: string): string {
  return `drill:${questionDrillId}@${answeredAt}`;
}

/** One shadowing run's key: its script and when the run ended. */
export function shadowingRecordingKey(scriptId: string, endedAt: number): string {
  return `script:${scriptId}@${endedAt}`;
}

export function isRecordingStoreAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

async function allRecordings(): Promise<Array<[string, StoredRecording]>> {
  if (!isRecordingStoreAvailable()) return [];
  return (await entries<string, StoredRecording>(recordings())).filter(([, value]) => value && value.audio instanceof Blob);
}

/** Keeps a recording, then drops the oldest beyond MAX_KEPT_RECORDINGS or MAX_KEPT_RECORDING_BYTES. */
export async function saveRecording(key: string, recording: Omit<StoredRecording, 'savedAt'>): Promise<void> {
  if (!isRecordingStoreAvailable()) return;
  await set(key, { ...recording, savedAt: Date.now() } satisfies StoredRecording, recordings());
  const newestFirst = (await allRecordings()).sort(([, a], [, b]) => b.savedAt - a.savedAt);
  let bytes = 0;
  const dropped = newestFirst.filter(([, value], index) => {
    bytes += value.audio.size;
    return index >= MAX_KEPT_RECORDINGS || (index > 0 && bytes > MAX_KEPT_RECORDING_BYTES);
  });
  if (dropped.length > 0)
    await delMany(
      dropped.map(([droppedKey]) => droppedKey),
      recordings(),
    );
}

export async function loadRecording(key: string): Promise<StoredRecording | null> {
  if (!isRecordingStoreAvailable()) return null;
  const value = await get<StoredRecording>(key, recordings());
  return value && value.audio instanceof Blob ? value : null;
}

export async function deleteRecording(key: string): Promise<void> {
  if (isRecordingStoreAvailable()) await del(key, recordings());
}

async function deleteWhere(matches: (recording: StoredRecording) => boolean): Promise<number> {
  const keys = (await allRecordings()).filter(([, value]) => matches(value)).map(([key]) => key);
  if (keys.length > 0) await delMany(keys, recordings());
  return keys.length;
}

/** A deleted session's (or script's) recordings go with it. */
export function forgetSessionRecordings(sessionId: string): Promise<number> {
  return deleteWhere((recording) => recording.sessionId === sessionId);
}

/** Settings' 'Delete recordings', and a deleted account: that user's recordings (and any of no known user). */
export function forgetUserRecordings(userId: string | null): Promise<number> {
  return deleteWhere((recording) => recording.userId === null || recording.userId === userId);
}

/** How many of the user's recordings this browser keeps, and their size in bytes. */
export async function recordingsSummary(userId: string | null): Promise<{ count: number; bytes: number }> {
  const own = (await allRecordings()).filter(([, value]) => value.userId === null || value.userId === userId);
  return { count: own.length, bytes: own.reduce((sum, [, value]) => sum + value.audio.size, 0) };
}
