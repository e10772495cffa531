import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import type { PageEntry } from 'virtual:content';
import { Picture } from './Picture.tsx';
import type { SiteSources } from './site.ts';

/** What the fixture's MDX may use: its three blocks, and a Markdown image made in the text column's widths. */
export function mdxComponents(site: SiteSources, page: PageEntry): MDXComponents {
  return {
    Note: ({ tone = 'info', children }: { tone?: 'info' | 'warning'; children?: ReactNode }) => <aside className={`note note-${tone}`}>{children}</aside>,
    Section: ({ id, children }: { id: string; children?: ReactNode }) => <section id={id}>{children}</section>,
    Speakers: () => <Speakers site={site} page={page} />,
    img: ({ src, alt = '' }: ComponentProps<'img'>) => <Picture images={site.images} src={typeof src === 'string' ? src : ''} writtenIn={page.file} use="prose" alt={alt} />,
  };
}

/** An event's speakers, each with a square photo when speakers.yaml gives one. */
function Speakers({ site, page }: { site: SiteSources; page: PageEntry }) {
  if (page.frontmatter.type !== 'event') return null;
  return (
    <ul id="speakers">
      {page.frontmatter.speakers.map((id: string) => {
        const speaker = site.data.speakers[id];
        return speaker && (
          <li key={id}>
            {speaker.avatar && <Picture images={site.images} src={speaker.avatar} writtenIn="content/data/speakers.yaml" use="speakerAvatar" alt={speaker.name} />}
            {speaker.name}{speaker.role && `, ${speaker.role}`}
          </li>
        );
      })}
    </ul>
  );
}
