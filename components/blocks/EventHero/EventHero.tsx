import type { ReactNode } from 'react';
import { useFrontmatter, useSite } from '../../SiteContext.tsx';
import { Countdown } from '../Countdown/Countdown.tsx';
import { eventFacts } from '../EventFacts/EventFacts.tsx';
import { PageHero } from '../PageHero/PageHero.tsx';

/** Emoji for each derived fact's chip, in the order eventFacts returns them. */
const chipIcons = { calendar: '📅', clock: '🕗', mapPin: '📍', chat: '💻', ticket: '🎟️', users: '👥' } as const;

/** An event page's opening: the MDX headline and lead, date, time, place and price from the facts, and the countdown when the event has one. */
export function EventHero({ children }: { children: ReactNode }) {
  const event = useFrontmatter('event');
  const { labels } = useSite().data;
  const chips = eventFacts(event, labels)
    .filter((fact) => fact.icon !== 'users')
    .map((fact) => ({ icon: chipIcons[fact.icon as keyof typeof chipIcons] ?? '•', label: fact.label, value: fact.detail && fact.icon === 'calendar' ? `${fact.detail}, ${fact.value}` : fact.value }));
  return <PageHero facts={chips} extra={event.countdown ? <Countdown tone="dark" /> : undefined}>{children}</PageHero>;
}
