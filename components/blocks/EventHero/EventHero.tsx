import type { ReactNode } from 'react';
import { AddToCalendar } from '../../parts/AddToCalendar.tsx';
import { EventStatusChip } from '../../parts/EventStatusChip.tsx';
import { EventPoster } from '../../parts/heroVisuals/EventPoster.tsx';
import { Picture } from '../../parts/Picture.tsx';
import { Countdown } from '../Countdown/Countdown.tsx';
import { PageHero } from '../PageHero/PageHero.tsx';
import type { EventHeroView } from './resolve.ts';
import type { PictureOf } from '../../parts/pictureLookup.ts';

/**
 * An event page's opening: its status chip, the MDX headline and lead, date, time, place and price from the facts,
 * the countdown when the event has one, the add-to-calendar links while the event is still to come, and its
 * banner photo, the first screen's main picture, when it has one.
 */
export function EventHero({ hero, status, chips, countdown, calendar, visual, pictureOf, children }: EventHeroView & { pictureOf: PictureOf; children?: ReactNode }) {
  const extra = (
    <div className="flex w-full flex-col items-center">
      {countdown && <Countdown {...countdown} />}
      {calendar && <AddToCalendar links={calendar} className="mt-6" />}
      {'poster' in visual && <EventPoster poster={visual.poster} className="mt-10" />}
      {'banner' in visual && (
        <Picture pictureOf={pictureOf} src={visual.banner.image} use="eventBanner" alt={visual.banner.alt} priority
          className="mt-10 aspect-2/1 w-full rounded-3xl bg-white/5 object-cover shadow-lift ring-1 ring-white/15" />
      )}
    </div>
  );
  return <PageHero {...hero} status={<EventStatusChip {...status} />} facts={[...chips, ...hero.facts]} extra={extra}>{children}</PageHero>;
}
