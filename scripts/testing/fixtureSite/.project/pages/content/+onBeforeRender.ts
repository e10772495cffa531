// https://vike.dev/onBeforeRender
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { pages } from 'virtual:content';
import { loadMdx } from '../../renderer/loadMdx.ts';

export function onBeforeRender(pageContext: PageContextServer) {
  const entry = pages[pageContext.urlPathname];
  if (!entry) throw render(404);
  return { pageContext: { content: { ...entry, Content: loadMdx(entry.file) } } };
}
