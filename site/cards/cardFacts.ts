/**
 * What a page's share card says, taken from its facts: the site's name, mark and host (site.yaml),
 * the page title, and for a course or bootcamp (its offering in courses.yaml) or an event, when it
 * starts, what it costs and where it happens, beside a motif of its hero's picture (the programme's
 * chart or flow, the event's ticket). Everything is formatted here, so the card's cache key is
 * exactly what the card shows.
 */
import type { EventPage, Offering, PageFrontmatter, SiteData } from '../../content/schema.ts';
import { eventPoster } from '../../components/parts/heroVisuals/eventPoster.ts';
import { heroVisualOf, type HeroVisualView } from '../../components/parts/heroVisuals/heroVisualOf.ts';
import { eventTime } from '../../lib/eventTime.ts';
import { formatDate } from '../../lib/formatDate.ts';
import { formatVnd } from '../../lib/formatVnd.ts';
import type { CardFact, CardMotif, ShareCardFacts } from '../../scripts/engine/site.ts';

const TITLE_DASH = ' – ';

type CardData = Pick<SiteData, 'site' | 'labels' | 'courses'>;

/** A page's card: every page has one but those that name their own image (renderer/Head.tsx makes the same choice for og:image). */
export function shareCard({ frontmatter }: { frontmatter: PageFrontmatter }, data: CardData): ShareCardFacts | undefined {
  return frontmatter.ogImage === undefined ? shareCardFacts(frontmatter, data) : undefined;
}

export function shareCardFacts(frontmatter: PageFrontmatter, data: CardData): ShareCardFacts {
  const { site } = data;
  const parts = frontmatter.title.split(TITLE_DASH).filter((part) => part.trim() !== site.name);
  const [heading = frontmatter.title, ...rest] = parts;
  const facts = factsOf(frontmatter, data);
  const motif = motifOf(frontmatter, data);
  return {
    siteName: site.name,
    logoMark: site.logoMark,
    host: new URL(site.url).host,
    heading,
    ...(rest.length > 0 && { subheading: rest.join(TITLE_DASH) }),
    ...(facts.length === 0 && { description: frontmatter.description }),
    facts,
    ...(motif && { motif }),
  };
}

/** The not-found page's card: its title and what it says, so a shared broken link is not mistaken for a course. */
export function notFoundCard({ site, labels }: CardData): ShareCardFacts {
  return { siteName: site.name, logoMark: site.logoMark, host: new URL(site.url).host, heading: labels.notFoundTitle, description: labels.notFoundBody, facts: [] };
}

/** At most this many steps of a flow, so each stays on one line of the motif. */
const maxSteps = 5;

/** The card's picture: a programme's hero visual as a chart or a flow, an event's ticket. */
function motifOf(frontmatter: PageFrontmatter, data: CardData): CardMotif | undefined {
  if (frontmatter.type === 'event') {
    const poster = eventPoster(frontmatter, data.labels);
    return { kind: 'ticket', above: `${poster.month.label} ${poster.month.value}`, day: poster.day, below: `${poster.weekday} · ${poster.time}` };
  }
  if (frontmatter.type !== 'course' && frontmatter.type !== 'bootcamp') return undefined;
  const offering = data.courses[frontmatter.offering];
  const visual = offering && heroVisualOf(frontmatter, offering);
  return visual && motifOfVisual(visual);
}

function motifOfVisual(visual: HeroVisualView): CardMotif {
  switch (visual.kind) {
    case 'signalChart': return { kind: 'candles', candles: visual.candles.map(({ open, close, high, low }) => ({ open, close, high, low })) };
    case 'appMockup': {
      const most = Math.max(...visual.bars, 1);
      return visual.bars.length > 0 ? { kind: 'bars', bars: visual.bars.map((bar, index) => Math.round(30 + (bar / most) * 40 + (index / Math.max(visual.bars.length - 1, 1)) * 30)) } : { kind: 'flow', steps: visual.nodes.slice(0, maxSteps).map((node) => node.title) };
    }
    case 'signalRoute': return { kind: 'flow', steps: [visual.source, ...visual.targets].slice(0, maxSteps).map((node) => node.title) };
    case 'pipeline':
    case 'workflowGraph': return { kind: 'flow', steps: visual.nodes.slice(0, maxSteps).map((node) => node.title) };
  }
}

function factsOf(frontmatter: PageFrontmatter, data: Pick<SiteData, 'labels' | 'courses'>): CardFact[] {
  if (frontmatter.type === 'event') return eventFacts(frontmatter, data.labels);
  if (frontmatter.type === 'course' || frontmatter.type === 'bootcamp') {
    const offering = data.courses[frontmatter.offering];
    return offering ? offeringFacts(offering, data.labels) : [];
  }
  return [];
}

function offeringFacts(offering: Offering, labels: SiteData['labels']): CardFact[] {
  const facts: CardFact[] = [];
  if (offering.startDate !== undefined) facts.push({ label: labels.startDate, value: formatDate(offering.startDate) });
  if (offering.price !== undefined) facts.push({ label: labels.price, value: formatVnd(offering.price), accent: true });
  facts.push({ label: labels.location, value: offering.location });
  return facts;
}

function eventFacts(event: EventPage, labels: SiteData['labels']): CardFact[] {
  const { time } = eventTime(event.start);
  return [
    { label: labels.event.date, value: `${formatDate(event.start.slice(0, 10))} · ${time}` },
    { label: labels.event.price, value: event.price === 0 ? labels.event.free : formatVnd(event.price), accent: true },
    'venue' in event.place
      ? { label: labels.event.place, value: event.place.venue }
      : { label: labels.event.online, value: event.place.online },
  ];
}
