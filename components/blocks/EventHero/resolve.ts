import type { z } from 'zod';
import type { PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { calendarLinks, type CalendarLinks } from '../../parts/calendarLinks.ts';
import { eventStatus, type EventStatusView } from '../../parts/eventStatus.ts';
import { eventPoster, type EventPosterView } from '../../parts/heroVisuals/eventPoster.ts';
import { resolveCountdown, type CountdownView } from '../Countdown/resolve.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { eventFacts } from '../EventFacts/resolve.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { resolvePageHero, type PageHeroView } from '../PageHero/resolve.ts';
import type { eventHeroBlock } from './eventHero.schema.ts';

/** The Lucide icon of each derived fact's chip, in the order eventFacts returns them. */
const chipIcons = { calendar: 'calendar', clock: 'clock', mapPin: 'map-pin', chat: 'monitor', ticket: 'ticket', users: 'users' } as const;

export interface EventHeroView {
  /** The page's own hero (badge, buttons, links, chips), as <PageHero> resolves it. */
  hero: PageHeroView;
  /** Whether the event is to come, running or over. */
  status: EventStatusView;
  /** Date (with its weekday), time, place and price, as chips before the hero's own. */
  chips: { icon: string; label: string; value: string }[];
  /** The countdown's tiles, when the event has one. */
  countdown?: CountdownView | undefined;
  /** The add-to-calendar links, while the event is still to come. */
  calendar?: CalendarLinks | undefined;
  /** The event's banner photo, the first screen's main picture; else its poster. */
  visual: { banner: { image: string; alt: string } } | { poster: EventPosterView };
}

/** An event page's opening: the page's hero, with the event's facts as chips before its own, its countdown, calendar links and banner or poster. */
export function resolveEventHero(_props: z.infer<typeof eventHeroBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): EventHeroView {
  const event = frontmatterOf(page, 'event');
  const chips = eventFacts(event, site.labels)
    .filter((fact) => fact.icon !== 'users')
    .map((fact) => ({ icon: chipIcons[fact.icon], label: fact.label, value: fact.detail && fact.icon === 'calendar' ? `${fact.detail}, ${fact.value}` : fact.value }));
  return {
    hero: resolvePageHero({}, page, site),
    status: eventStatus(page.route, event, site),
    chips,
    countdown: event.countdown ? resolveCountdown({ tone: 'dark' }, page, site) : undefined,
    calendar: calendarLinks(page.route, event, site),
    visual: event.banner ? { banner: event.banner } : { poster: eventPoster(event, site.labels) },
  };
}
