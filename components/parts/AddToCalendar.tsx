import { calendarEvent } from '../../lib/calendarEvent.ts';
import { googleCalendarUrl } from '../../lib/googleCalendarUrl.ts';
import { Icon } from '../icons/Icon.tsx';
import { useFrontmatter, useSite } from '../SiteContext.tsx';
import { cn } from '../ui/cn.ts';

/** A 44 px tall, glassy button for the dark hero. */
const linkClass = 'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-white/20 transition-colors duration-200 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * Add-to-calendar links for an event that has not started by the build's clock: the page's .ics file
 * (Apple Calendar, Outlook, phones) and a Google Calendar link, both from the same facts
 * (lib/calendarEvent.ts). Once the event has started, nothing: the build emits no file either.
 */
export function AddToCalendar({ className }: { className?: string }) {
  const event = useFrontmatter('event');
  const { data, route } = useSite();
  // The derived fact, not the clock: the page's HTML then changes only when the event starts.
  if (route === null || data.events[route]?.started !== false) return null;
  const calendar = calendarEvent(route, event, data.site);
  const { labels } = data;
  return (
    <div data-slot="add-to-calendar" className={cn('flex flex-wrap justify-center gap-3', className)}>
      <a href={calendar.file} type="text/calendar" className={linkClass}>
        <Icon name="calendarPlus" />
        {labels.event.addToCalendar}
      </a>
      <a href={googleCalendarUrl(calendar)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {labels.event.googleCalendar}
        <span className="sr-only"> ({labels.event.newTab})</span>
        <Icon name="externalLink" />
      </a>
    </div>
  );
}
