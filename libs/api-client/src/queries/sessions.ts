import type { SessionDetail, SessionSummary, SessionType } from '@speakwell/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, contract } from '@speakwell/api-client';
import { pagedListQuery, removeFromPages } from './paged-list.js';

/** Every sessions query starts with this key, so an answer given refreshes lists and details. */
export const sessionsKey = ['sessions'] as const;

/** GET /api/sessions?type=...: the user's drill or meeting sessions, newest first, page by page. */
export const sessionsQuery = (type: SessionType) => pagedListQuery([...sessionsKey, type], { path: '/api/sessions', query: { type }, loadSchema: contract('SessionList') });

/** GET /api/sessions/{id}: one session with its drills (drill use) or its qas (meeting use). */
export function getSession(sessionId: string): Promise<SessionDetail> {
  return apiGet(`/api/sessions/${encodeURIComponent(sessionId)}`, { loadSchema: contract('SessionDetail') });
}

/** One cache entry per session, for the review, the history cards and the meeting screens. */
export const sessionDetailQuery = (sessionId: string) => queryOptions({ queryKey: [...sessionsKey, 'detail', sessionId], queryFn: () => getSession(sessionId) });

/** DELETE /api/sessions/{id}: the session and all of its drills, or its questions and answers. */
export function deleteSession(sessionId: string): Promise<unknown> {
  return apiDelete(`/api/sessions/${encodeURIComponent(sessionId)}`);
}

/** Deletes a session; it leaves the loaded pages of its history list before the call settles. */
export function useDeleteSession(type: SessionType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_response, sessionId) => removeFromPages<SessionSummary>(queryClient, [...sessionsKey, type], (session) => session.id === sessionId),
  });
}
