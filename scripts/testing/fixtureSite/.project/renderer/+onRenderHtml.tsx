// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { Layout } from '../components/Layout.tsx';
import { watchedSources } from './pageRenderCache.ts';
import './styles.css';

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, content } = pageContext;
  // What the render reads of the shared data is noted, so a rebuild can keep this page while that stays the same.
  const sources = watchedSources(content?.route ?? null);
  const body = renderToString(<Layout data={sources.data}><Page content={content} site={sources} /></Layout>);
  const title = content?.frontmatter.title ?? sources.data.site.name;
  sources.done();
  return escapeInject`<!DOCTYPE html>
<html lang="vi">
  <head><meta charset="utf-8"><title>${title}</title></head>
  <body>${dangerouslySkipEscape(body)}</body>
</html>`;
}
