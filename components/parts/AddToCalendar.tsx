import { Icon } from '../icons/Icon.tsx';
import { cn } from '../ui/cn.ts';
import type { CalendarLinks } from './calendarLinks.ts';

/** A 44 px tall, glassy button for the dark hero. */
const linkClass = 'inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-white/20 transition-colors duration-200 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * Add-to-calendar links for an event still to come (calendarLinks.ts): the page's .ics file
 * (Apple Calendar, Outlook, phones) and a Google Calendar link in a new tab.
 */
export function AddToCalendar({ links, className }: { links: CalendarLinks; className?: string }) {
  const { labels } = links;
  return (
    <div data-slot="add-to-calendar" className={cn('flex flex-wrap justify-center gap-3', className)}>
      <a href={links.file} type="text/calendar" className={linkClass}>
        <Icon name="calendarPlus" />
        {labels.addToCalendar}
      </a>
      <a href={links.google} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {labels.googleCalendar}
        <span className="sr-only"> ({labels.newTab})</span>
        <Icon name="externalLink" />
      </a>
    </div>
  );
}
