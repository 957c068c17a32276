import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';

// The markdown parser is large; it loads the first time AI text is shown, not with the app.
const loadRenderer = () => import('./markdown-renderer.js');
const MarkdownRenderer = lazy(() => loadRenderer().then((module) => ({ default: module.MarkdownRenderer })));

/**
 * Starts fetching the markdown parser ahead of the first AI text, so that text renders
 * formatted at once instead of flashing raw markdown. Screens call it when AI text is coming.
 */
export function preloadMarkdown(): void {
  void loadRenderer();
}

export interface MarkdownProps {
  children: string;
  className?: string;
}

/** AI-written text shown as formatted markdown (styled lists, code blocks, tables). */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={clsx('text-sm text-ink-700', className)}>
      <Suspense fallback={<p className="whitespace-pre-wrap leading-relaxed">{children}</p>}>
        <MarkdownRenderer>{children}</MarkdownRenderer>
      </Suspense>
    </div>
  );
}
