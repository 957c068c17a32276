/** The practice view's address: the session is in it, so reload, Back and a shared tab reopen it. */
export function drillSessionPath(sessionId: string): string {
  return `/?session=${encodeURIComponent(sessionId)}`;
}
