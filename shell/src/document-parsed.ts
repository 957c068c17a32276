/**
 * Runs `render` once the page's own elements (#root) exist. The start script is inline in the
 * head, so the apps it loads could in principle arrive before the parser reached <body>.
 */
export function afterDocumentParsed(render: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render, { once: true });
  else render();
}
