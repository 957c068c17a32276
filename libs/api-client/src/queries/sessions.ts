import type { CreateSessionRequest, CreateSessionResponse, SessionDetail, SessionSummary, SessionType } from '@speakwell/contracts';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiDelete, apiGet, apiPost, contract } from '@speakwell/api-client';
import { deleteFromPagesMutation, pagedListQuery, usePagedList } from './paged-list.js';
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

/**
 * A session's detail for a screen that shows its own state for a failure: the failure also goes
 * to the console (with `failureLog` as its words) so it can be traced.
 */
export function useSessionDetail(sessionId: string, failureLog: string) {
  const detail = useQuery(sessionDetailQuery(sessionId));
  useEffect(() => {
    if (detail.isError) console.error(failureLog, detail.error);
  }, [detail.isError, detail.error, failureLog]);
  return detail;
}

/**
 * A session's whole detail on demand (from its cache entry when Details already read it), for a
 * press that goes on from a past session: Meeting History's "Use This Context".
 */
export const fetchSessionDetailMutation = (sessionId: string) =>
  mutationOptions({ mutationFn: (_: void, { client }) => client.fetchQuery(sessionDetailQuery(sessionId)) });

/** DELETE /api/sessions/{id}: the session and all of its drills, or its questions and answers. */
export function deleteSession(sessionId: string): Promise<unknown> {
  return apiDelete(`/api/sessions/${encodeURIComponent(sessionId)}`);
}

/** Deletes a session; it leaves the loaded pages of its history list, with no reload. */
export const deleteSessionMutation = (type: SessionType) =>
  deleteFromPagesMutation<SessionSummary>(queryKeys.sessions.list(type), deleteSession, (session) => session.id);

/** Drill History and Meeting History: the sessions of one kind, page by page, and their delete. */
export function useSessionHistory(type: SessionType) {
  const sessions = usePagedList(sessionsQuery(type));
  const deleteSession = useMutation(deleteSessionMutation(type));
  return { sessions, deleteSession };
}

/** POST /api/sessions: starts a drill session (`session_type: 'Drill'`) or a meeting session, and answers with its id. */
export function createSession(session: CreateSessionRequest): Promise<CreateSessionResponse> {
  return apiPost('/api/sessions', session, { loadSchema: contract('CreateSessionResponse') });
}

/** Starts a session; the new one belongs in its history (Drill History or Meeting History). A meeting's body is `{ title, context }`: no session_type means a meeting. */
export const createSessionMutation = () =>
  mutationOptions({
    mutationFn: createSession,
    onSuccess: (_created, session, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.sessions.list(session.session_type === 'Drill' ? 'Drill' : 'Meeting') }),
  });

/**
 * Start Drill / Start Session: one session per press. The guard is set at once, not on the next
 * render, so a double click starts one session, not two.
 */
export function useStartSession() {
  const mutation = useMutation(createSessionMutation());
  const sending = useRef(false);
  const { mutate } = mutation;
  const start = useCallback(
    (session: CreateSessionRequest, onStarted: (sessionId: string) => void) => {
      if (sending.current) return;
      sending.current = true;
      mutate(session, {
        onSuccess: ({ session_id }) => onStarted(session_id),
        onSettled: () => {
          sending.current = false;
        },
      });
    },
    [mutate],
  );
  return { ...mutation, start };
}
