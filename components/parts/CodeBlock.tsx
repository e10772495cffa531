import { isValidElement, type ComponentProps } from 'react';
import { CopyButton, type CopyLabels } from './CopyButton.tsx';

/** Fenced code from MDX (highlighted at build time by rehype-highlight), under a bar with its language and a copy button. */
export function CodeBlock({ copy, ...props }: ComponentProps<'pre'> & { copy: CopyLabels }) {
  const code = props.children;
  const className = isValidElement<{ className?: string }>(code) ? code.props.className ?? '' : '';
  const language = /language-([\w-]+)/.exec(className)?.[1];
  return (
    <div data-code-block="" className="code-block overflow-hidden rounded-xl bg-ink-900 text-sm text-ink-100">
      <div className="flex items-center justify-between gap-3 border-b border-white/10 py-1 pl-4 pr-1">
        <span className="font-mono text-xs uppercase tracking-wide text-ink-300">{language}</span>
        <CopyButton label={copy.copy} labels={copy} className="text-ink-100 hover:bg-white/10 hover:text-white" />
      </div>
      <pre {...props} className="overflow-x-auto p-4 leading-relaxed" tabIndex={0} />
    </div>
  );
}
