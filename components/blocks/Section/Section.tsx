import type { ReactNode } from 'react';
import type { z } from 'zod';
import { cn } from '../../ui/cn.ts';
import type { sectionBlock } from './section.schema.ts';

/**
 * A page section with an anchor id. Its MDX children give the copy: the first heading
 * becomes the section title, paragraphs the intro; blocks inside lay out the facts. The eyebrow is a
 * paragraph but not the intro: it takes none of the intro's top margin, which would make the band's
 * top taller than its padding. A plain band right after another plain one drops its top padding:
 * with nothing between them to see, two paddings read as 192 px of empty page.
 */
export function Section({ id, eyebrow, tone = 'plain', children }: z.infer<typeof sectionBlock.props> & { children: ReactNode }) {
  return (
    <section id={id} data-band={tone} className={cn('px-4 py-16 sm:px-6 sm:py-24', tone === 'muted' ? 'bg-ink-50' : '[[data-band=plain]+&]:pt-0')}>
      <div className="section-copy mx-auto max-w-6xl">
        {eyebrow && <p className="mt-0 mb-3 text-center text-sm font-semibold uppercase tracking-[0.14em] text-brand-600">{eyebrow}</p>}
        {children}
      </div>
    </section>
  );
}
