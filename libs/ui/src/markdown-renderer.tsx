import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// Styled elements for AI-written text: lists, code and tables need visible structure.
const components: Components = {
  p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5 marker:text-brand-400" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5 marker:text-ink-400" {...props} />,
  li: ({ node: _node, ...props }) => <li className="pl-1" {...props} />,
  h1: ({ node: _node, ...props }) => <h3 className="mt-4 mb-2 text-lg font-semibold text-ink-900" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-4 mb-2 text-base font-semibold text-ink-900" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-3 mb-1.5 font-semibold text-ink-900" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-3 mb-1 font-semibold text-ink-800" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-ink-900" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800" target="_blank" rel="noreferrer noopener" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => <blockquote className="my-3 border-l-4 border-brand-200 pl-4 text-ink-600 italic" {...props} />,
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-3 overflow-x-auto rounded-lg bg-ink-900 p-4 text-[13px] leading-relaxed text-ink-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit"
      {...props}
    />
  ),
  code: ({ node: _node, ...props }) => <code className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.85em] text-ink-800" {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="my-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border-b border-ink-200 px-3 py-2 font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b border-ink-100 px-3 py-2" {...props} />,
  hr: () => <hr className="my-4 border-ink-200" />,
  // An image in AI text is never fetched (it could report the reader to another server): it
  // shows as a link the reader may choose to open. The CSP's img-src blocks remote images too.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <a href={src} className="font-medium text-brand-700 underline underline-offset-2" target="_blank" rel="noreferrer noopener">
        {alt || 'Image'}
      </a>
    ) : null,
};

/**
 * react-markdown with GitHub-flavoured markdown. The default URL transform stays on, so only
 * http, https, irc, ircs, mailto and xmpp links survive; raw HTML is not rendered.
 */
export function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
      {children}
    </ReactMarkdown>
  );
}
