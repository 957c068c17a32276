import { clsx } from 'clsx';
import { useEffect, useState } from 'react';

type Renderer = typeof import('./markdown-renderer.js').MarkdownRenderer;

// The markdown parser is large; it loads the first time AI text is coming, not with the app.
// Once loaded it is kept here, so every later text renders formatted in its first frame
// (React.lazy would still show its fallback for a frame).
let loadedRenderer: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

function loadRenderer(): Promise<Renderer> {
  loading ??= import('./markdown-renderer.js').then(
    (module) => (loadedRenderer = module.MarkdownRenderer),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the markdown parser ahead of the first AI text. Screens call it when AI text is coming. */
export function preloadMarkdown(): void {
  loadRenderer().catch(() => undefined);
}

/** Resolves once AI text can be shown formatted (also when the parser failed to load: then it shows as plain text). */
export function markdownReady(): Promise<void> {
  return loadRenderer().then(
    () => undefined,
    () => undefined,
  );
}

export interface MarkdownProps {
  children: string;
  className?: string;
}

/**
 * AI-written text shown as formatted markdown (styled lists, code blocks, tables). Raw
 * markdown ('### What worked') never shows: until the parser is there, grey lines hold the
 * place; only if it cannot load at all is the text shown as it is.
 */
export function Markdown({ children, className }: MarkdownProps) {
  const [renderer, setRenderer] = useState<Renderer | null>(() => loadedRenderer);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (renderer) return;
    let active = true;
    loadRenderer().then(
      (loaded) => active && setRenderer(() => loaded),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [renderer]);

  const MarkdownRenderer = renderer;
  return (
    <div className={clsx('text-sm text-ink-700', className)}>
      {MarkdownRenderer ? (
        <MarkdownRenderer>{children}</MarkdownRenderer>
      ) : failed ? (
        <p className="leading-relaxed whitespace-pre-wrap">{children}</p>
      ) : (
        <TextPlaceholder length={children.length} />
      )}
    </div>
  );
}

/** Grey lines about as many as the text will take, while the parser loads. */
function TextPlaceholder({ length }: { length: number }) {
  const lines = Math.min(6, Math.max(1, Math.ceil(length / 90)));
  return (
    <div role="status" aria-label="Loading text" className="space-y-2 py-1">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={clsx('block h-3 animate-pulse rounded bg-ink-100', index === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
