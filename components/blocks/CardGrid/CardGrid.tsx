import { SiteLink } from '../../ActionLink.tsx';
import { ContentIcon } from '../../icons/ContentIcon.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { FallbackImage } from '../../parts/FallbackImage.tsx';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';
import type { CardGridView } from './resolve.ts';
import type { PictureOf } from '../../parts/pictureLookup.ts';

/** How wide a card's picture is at each viewport, by columns (the grid's gaps and the page's padding taken off; a lone card is at most 768 px). */
const imageSizes = {
  1: '(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
  2: '(min-width: 1200px) 566px, (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)',
  3: '(min-width: 1200px) 371px, (min-width: 1024px) calc(33vw - 30px), (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)',
  4: '(min-width: 1200px) 273px, (min-width: 1024px) calc(25vw - 27px), (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)',
  5: '(min-width: 1200px) 214px, (min-width: 1024px) calc(20vw - 26px), (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)',
} as const;

/**
 * One named list of cards from the frontmatter (`cards.<of>`): icon, title, text, bullet items
 * (or numbered steps with `numbered`), a tag, and a link when the card has `href`.
 */
export function CardGrid({ cards, columns: most, numbered, pictureOf }: CardGridView & { pictureOf: PictureOf }) {
  // `columns` is the most a row holds: fewer when fewer divide the cards, one wide card when there is one (ui/cardRow.ts).
  const { columns, list, item } = cardRow({ count: cards.length, max: most });
  return (
    <ul className={cn('mt-10', list)}>
      {cards.map((card) => {
        const List = numbered ? 'ol' : 'ul';
        const body = (
          <>
            {card.image && (
              <FallbackImage pictureOf={pictureOf} src={card.image} use="cardImage" sizes={imageSizes[columns]} className="-mx-6 -mt-6 mb-5 aspect-video w-[calc(100%+3rem)] max-w-none overflow-hidden rounded-t-2xl bg-linear-to-br from-brand-100 to-accent-100">
                {card.icon && <span className="text-brand-600"><ContentIcon name={card.icon} className="size-12" /></span>}
              </FallbackImage>
            )}
            <div className="flex items-start justify-between gap-3">
              {card.icon && !card.image && <CardIcon icon={card.icon} />}
              {card.tag && <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-bold text-ink-900">{card.tag}</span>}
            </div>
            <h3 className={cn('text-lg font-bold text-ink-900', card.icon && !card.image && 'mt-4')}>
              {card.title}
              {card.link && <Icon name="arrowRight" className="ml-1.5 inline size-4 text-brand-600 transition group-hover:translate-x-0.5" />}
            </h3>
            {card.description && <p className="mt-2 text-sm leading-relaxed text-ink-600">{card.description}</p>}
            {card.items && (
              <List className="mt-4 space-y-2 text-sm text-ink-700">
                {card.items.map((item, index) => (
                  <li key={item} className="flex gap-2.5">
                    {numbered
                      ? <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white">{index + 1}</span>
                      : <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-600" />}
                    <span>{item}</span>
                  </li>
                ))}
              </List>
            )}
          </>
        );
        return (
          <li key={card.title} className={cn('flex', item)}>
            {card.link
              ? <SiteLink link={card.link} className="group flex-1 rounded-2xl border border-ink-200 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300">{body}</SiteLink>
              : <div className="flex-1 rounded-2xl border border-ink-200 bg-white p-6 shadow-card">{body}</div>}
          </li>
        );
      })}
    </ul>
  );
}

/** A card's icon, a Lucide icon by name, in a tile. */
function CardIcon({ icon }: { icon: string }) {
  return (
    <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-2xl text-brand-600">
      <ContentIcon name={icon} className="size-6" />
    </span>
  );
}
