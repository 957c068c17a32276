// The Focus Mode marker: the one rule for writing, reading and removing it, in the browser, the
// API and its SQL.

/** The topic suffix that marks a focus-mode drill session. */
export const FOCUS_MODE_SUFFIX = ' [Focus Mode]';
export const DEFAULT_FOCUS_TOPIC = 'Focused Session';

const MARKER = FOCUS_MODE_SUFFIX.trim();

/**
 * The marker at the end of a topic with the white space around it, to use with the `i` flag
 * (any letter case). JavaScript and PostgreSQL regular expressions read it alike, so the SQL
 * that groups topics strips exactly what `topicWithoutFocusMarker` strips.
 */
export const FOCUS_MARKER_AT_END = String.raw`\s*` + MARKER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + String.raw`\s*$`;

const markerAtEnd = new RegExp(FOCUS_MARKER_AT_END, 'i');

/** Whether the topic text contains the marker, in any letter case (the history badge). */
export function hasFocusMarker(topic: string): boolean {
  return topic.toLowerCase().includes(MARKER.toLowerCase());
}

/** The topic without the marker the client appends; a marker elsewhere was typed, so it stays. */
export function topicWithoutFocusMarker(topic: string): string {
  return topic.replace(markerAtEnd, '').trim();
}

/** The topic with the suffix when Focus Mode is on ('Focused Session' when blank), without it when off. */
export function topicForMode(topic: string, focusMode: boolean): string {
  const base = topicWithoutFocusMarker(topic);
  if (!focusMode) return base;
  return `${base || DEFAULT_FOCUS_TOPIC}${FOCUS_MODE_SUFFIX}`;
}

/** Focus mode: the topic carries the marker (any letter case) or the session has context. */
export function isFocusSession(session: { topic: string; context?: string | null }): boolean {
  return hasFocusMarker(session.topic) || Boolean(session.context?.trim());
}
