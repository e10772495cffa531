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
 * An event page's opening, laid out as a poster: its date and place up front (the poster above the copy on a
 * phone, beside it on a laptop), then its status chip, the MDX headline and lead, date, time, place and price
 * from the facts, the countdown when the event has one and the add-to-calendar links while the event is still
 * to come. An event with a banner photo shows it instead of the poster, under the copy: the first screen's
 * main picture.
 */
export function EventHero({ hero, status, chips, countdown, calendar, visual, pictureOf, children }: EventHeroView & { pictureOf: PictureOf; children?: ReactNode }) {
  const poster = 'poster' in visual ? <EventPoster poster={visual.poster} /> : undefined;
  const extra = (
    <div className={`flex w-full flex-col ${poster ? 'items-start' : 'items-center'}`}>
      {countdown && <Countdown {...countdown} />}
      {calendar && <AddToCalendar links={calendar} className="mt-6" />}
      {'banner' in visual && (
        <Picture pictureOf={pictureOf} src={visual.banner.image} use="eventBanner" alt={visual.banner.alt} priority
          className="mt-10 aspect-2/1 w-full rounded-3xl bg-white/5 object-cover shadow-lift ring-1 ring-white/15" />
      )}
    </div>
  );
  return <PageHero {...hero} status={<EventStatusChip {...status} />} facts={[...chips, ...hero.facts]} extra={extra} poster={poster}>{children}</PageHero>;
}
