import type { ComponentProps } from 'react';
import { useSite } from '../SiteContext.tsx';
import { CopyButton } from './CopyButton.tsx';

/** Fenced code from MDX (highlighted at build time by rehype-highlight), with a copy button. */
export function CodeBlock(props: ComponentProps<'pre'>) {
  const { labels } = useSite().data;
  return (
    <div data-code-block="" className="code-block relative overflow-hidden rounded-xl bg-ink-900 text-sm text-ink-100">
      <CopyButton label={labels.copy} className="absolute right-2 top-2 bg-white/10 text-white hover:bg-white/20" />
      <pre {...props} className="overflow-x-auto p-4 pr-28 leading-relaxed" tabIndex={0} />
    </div>
  );
}
