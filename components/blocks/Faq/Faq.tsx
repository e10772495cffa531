import { Icon } from '../../icons/Icon.tsx';
import type { FaqView } from './resolve.ts';

/**
 * The FAQ accordion, with no JavaScript: <details> sharing a `name` keep one answer open
 * at a time, and clicking the open question collapses it.
 */
export function Faq({ items }: FaqView) {
  return (
    <div className="mx-auto mt-12 max-w-3xl space-y-3">
      {items.map((item) => (
        <details key={item.question} name="home-faq" className="group rounded-2xl border border-ink-200 bg-white shadow-card open:border-brand-200">
          <summary className="flex cursor-pointer items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-ink-900">
            {item.question}
            <Icon name="chevronDown" className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-6 pb-6 leading-relaxed text-ink-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
