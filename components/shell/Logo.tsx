import type { SiteData } from '../../content/schema.ts';

/** The brand mark and name, linking home. */
export function Logo({ site, inverted = false }: { site: Pick<SiteData['site'], 'logoMark' | 'name'>; inverted?: boolean }) {
  return (
    <a href="/" className="flex shrink-0 items-center gap-2.5">
      <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-brand-600 to-brand-400 text-sm font-extrabold text-white shadow-sm">
        {site.logoMark}
      </span>
      <span className={`text-[1.05rem] font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-ink-900'}`}>{site.name}</span>
    </a>
  );
}
