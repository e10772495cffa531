import type { ReactNode } from 'react';
import type { ProjectFacts } from '../definition.ts';

/** Every page's frame: the site's name, its menu (nav.yaml; a `#section` entry is the home page's) and the page. */
export function Layout({ data, children }: { data: ProjectFacts; children: ReactNode }) {
  return (
    <>
      <header>
        <a href="/">{data.site.name}</a>
        <nav>{data.nav.main.map((link) => <a key={link.href} href={link.href.startsWith('#') ? `/${link.href}` : link.href}>{link.label}</a>)}</nav>
      </header>
      <main id="main">{children}</main>
    </>
  );
}
