import type { ReactNode } from 'react';
import { useFrontmatter, useSite } from '../../SiteContext.tsx';
import { AddToCalendar } from '../../parts/AddToCalendar.tsx';
import { EventPoster } from '../../parts/heroVisuals/EventPoster.tsx';
import { Picture } from '../../parts/Picture.tsx';
import { Countdown } from '../Countdown/Countdown.tsx';
import { eventFacts } from '../EventFacts/EventFacts.tsx';
import { PageHero } from '../PageHero/PageHero.tsx';
import { resolvePageHero } from '../PageHero/resolve.ts';

/** The Lucide icon of each derived fact's chip, in the order eventFacts returns them. */
const chipIcons = { calendar: 'calendar', clock: 'clock', mapPin: 'map-pin', chat: 'monitor', ticket: 'ticket', users: 'users' } as const;

/**
 * An event page's opening: the MDX headline and lead, date, time, place and price from the facts,
 * the countdown when the event has one, the add-to-calendar links while the event is still to come, and its
 * banner photo, the first screen's main picture, when it has one.
 */
export function EventHero({ children }: { children: ReactNode }) {
  const event = useFrontmatter('event');
  const { data, route, content } = useSite();
  const { labels } = data;
  const hero = resolvePageHero({}, { file: content?.file ?? '', route: route ?? '', frontmatter: event }, data);
  const chips = eventFacts(event, labels)
    .filter((fact) => fact.icon !== 'users')
    .map((fact) => ({ icon: chipIcons[fact.icon as keyof typeof chipIcons] ?? 'dot', label: fact.label, value: fact.detail && fact.icon === 'calendar' ? `${fact.detail}, ${fact.value}` : fact.value }));
  const extra = (
    <div className="flex w-full flex-col items-center">
      {event.countdown && <Countdown tone="dark" />}
      <AddToCalendar className="mt-6" />
      {!event.banner && <EventPoster className="mt-10" />}
      {event.banner && (
        <Picture src={event.banner.image} use="eventBanner" alt={event.banner.alt} priority
          className="mt-10 aspect-2/1 w-full rounded-3xl bg-white/5 object-cover shadow-lift ring-1 ring-white/15" />
      )}
    </div>
  );
  return <PageHero {...hero} facts={[...chips, ...hero.facts]} extra={extra}>{children}</PageHero>;
}
