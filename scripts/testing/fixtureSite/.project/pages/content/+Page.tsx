// https://vike.dev/Page
import { Picture } from '../../components/Picture.tsx';
import { mdxComponents } from '../../components/mdxComponents.tsx';
import type { PageProps } from '../../renderer/pageContext.d.ts';

/** Any content page: an event's banner and how long until it starts, then the MDX with the fixture's blocks. */
export default function Page({ content, site }: PageProps) {
  if (!content) throw new Error('content page rendered without content');
  const { Content, frontmatter, file, route } = content;
  const event = site.data.events[route];
  return (
    <article>
      {frontmatter.type === 'event' && frontmatter.banner && (
        <div id="top"><Picture images={site.images} src={frontmatter.banner.image} writtenIn={file} use="eventBanner" alt={frontmatter.banner.alt} priority /></div>
      )}
      {event && (event.started
        ? <p data-event="started" />
        : <p role="timer" data-days-left={Math.ceil((Date.parse(event.start) - Date.parse(site.data.now)) / 86_400_000)} />)}
      {route === '/' && <EventList events={site.data.events} />}
      <Content components={mdxComponents(site, content)} />
    </article>
  );
}

/** The home page's links to the events still to come: they change only when one starts, not as the clock moves. */
function EventList({ events }: { events: PageProps['site']['data']['events'] }) {
  const upcoming = Object.entries(events).filter(([, event]) => !event.started);
  return <ul id="upcoming">{upcoming.map(([route]) => <li key={route}><a href={route}>{route}</a></li>)}</ul>;
}
