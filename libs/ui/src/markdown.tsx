import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';

// The markdown parser is large; it loads the first time AI text is shown, not with the app.
const MarkdownRenderer = lazy(() => import('./markdown-renderer.js').then((module) => ({ default: module.MarkdownRenderer })));

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
