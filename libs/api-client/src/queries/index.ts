// The browser's TanStack Query layer: the query keys of every screen, and the shared calls as
// queryOptions / mutationOptions factories (a feature's own calls live in its api/ folder).
export { queryKeys } from './query-keys.js';
export { clientDefaults } from './query-defaults.js';
export { clientConfigQuery, getClientConfig, useAiProvider } from './client-config.js';
export { profileQuery, getProfile, updateProfile, updateProfileMutation } from './profile.js';
export {
  sessionsQuery,
  sessionDetailQuery,
  useSessionDetail,
  useSessionHistory,
  fetchSessionDetailMutation,
  getSession,
  deleteSession,
  deleteSessionMutation,
  createSession,
  createSessionMutation,
  useStartSession,
} from './sessions.js';
export {
  pagedListQuery,
  usePagedList,
  getListPage,
  nextPageLink,
  removeFromPages,
  deleteFromPagesMutation,
  replaceInPages,
  addToFirstPage,
  type ListPage,
  type ListRequest,
} from './paged-list.js';
