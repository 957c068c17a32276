import type { SessionDetail, SessionSummary, SessionType } from '@speakwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, contract } from '@speakwell/api-client';
import { pagedListQuery, removeFromPages } from './paged-list.js';
import { queryKeys } from './query-keys.js';

/** GET /api/sessions?type=...: the user's drill or meeting sessions, newest first, page by page. */
export const sessionsQuery = (type: SessionType) =>
  pagedListQuery(queryKeys.sessions.list(type), { path: '/api/sessions', query: { type }, loadSchema: contract('SessionList') });

/** GET /api/sessions/{id}: one session with its drills (drill use) or its qas (meeting use). */
export function getSession(sessionId: string): Promise<SessionDetail> {
  return apiGet(`/api/sessions/${encodeURIComponent(sessionId)}`, { loadSchema: contract('SessionDetail') });
}

/** One cache entry per session, for the review, the history cards and the meeting screens. */
export const sessionDetailQuery = (sessionId: string) => queryOptions({ queryKey: queryKeys.sessions.detail(sessionId), queryFn: () => getSession(sessionId) });

/** DELETE /api/sessions/{id}: the session and all of its drills, or its questions and answers. */
export function deleteSession(sessionId: string): Promise<unknown> {
  return apiDelete(`/api/sessions/${encodeURIComponent(sessionId)}`);
}

/** Deletes a session; it leaves the loaded pages of its history list, with no reload. */
export const deleteSessionMutation = (type: SessionType) =>
  mutationOptions({
    mutationFn: deleteSession,
    onSuccess: (_response, sessionId, _result, { client }) =>
      removeFromPages<SessionSummary>(client, queryKeys.sessions.list(type), (session) => session.id === sessionId),
  });
