// The browser's TanStack Query layer: shared calls as queryOptions factories with their keys.
// A subpath of its own, so a page that only sends requests (login) does not load TanStack Query.
export { retryOnceOnServerError, queryDefaults } from './query-defaults.js';
export { clientConfigQuery, getClientConfig } from './client-config.js';
export { profileQuery, getProfile, updateProfile } from './profile.js';
export { sessionsKey, sessionsQuery, sessionDetailQuery, getSession, deleteSession, useDeleteSession } from './sessions.js';
export { pagedListQuery, usePagedList, getListPage, nextPageLink, removeFromPages, replaceInPages, addToFirstPage, type ListPage, type ListRequest } from './paged-list.js';
