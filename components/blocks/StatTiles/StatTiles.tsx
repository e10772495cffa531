import { ContentIcon } from '../../icons/ContentIcon.tsx';
import type { StatTilesView } from './resolve.ts';

/** The page's figures as tiles; a counted figure (`countOf`) is taken from the list it names. */
export function StatTiles({ tiles }: StatTilesView) {
  // Two a row on phones, centred so an odd last tile is not left alone at the left; one row from lg.
  return (
    <dl className="mx-auto mt-10 flex max-w-5xl flex-wrap justify-center gap-4 lg:flex-nowrap">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex w-[calc((100%-1rem)/2)] flex-col-reverse items-center rounded-2xl border border-ink-200 bg-white px-3 py-5 text-center shadow-card sm:py-6 lg:w-auto lg:flex-1">
          <dt className="mt-1 text-xs leading-snug text-balance text-ink-600 sm:text-sm">{tile.label}</dt>
          <dd className="flex items-center gap-2 text-2xl font-extrabold sm:text-3xl tracking-tight text-brand-700">
            {tile.icon && <span aria-hidden="true" className="text-2xl"><ContentIcon name={tile.icon} /></span>}
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
