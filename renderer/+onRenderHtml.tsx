// https://vike.dev/onRenderHtml
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { data as allData } from 'virtual:content';
import { SiteProvider, type SiteContextValue } from '../components/SiteContext.tsx';
import { feedTitle } from '../lib/feedLinks.ts';
import { pageIconOf } from '../lib/pageIcon.ts';
import { peopleNames } from '../lib/peopleNames.ts';
import { vietnameseWords } from '../lib/vietnameseWords.ts';
import { structuredDataFor } from '../lib/structuredData.ts';
import { Head } from './Head.tsx';
import { Layout } from './Layout.tsx';
import { StructuredData } from './StructuredData.tsx';
import { behaviorPreloadTags } from './behaviorPreloads.ts';
import { HEAD_SCRIPT } from './headScript.ts';
import { keepWordsTogether } from './keepWordsTogether.ts';
import { speculationRulesJson } from './speculationRules.ts';
import { watchedSources } from './pageRenderCache.ts';
import './styles.css';

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, content } = pageContext;
  // What the render reads of the shared data is noted, so a rebuild can keep this page while that stays the same.
  const sources = watchedSources(content?.route ?? null);
  const { data } = sources;
  const site: SiteContextValue = { data, route: content?.route ?? null, content, images: sources.images };
  const frontmatter = content?.frontmatter;

  // A label's words, times, amounts and names stay on one line (renderer/keepWordsTogether.ts). The
  // instructors' names are read untracked: a page that shows one has read it while rendering.
  const body = keepWordsTogether(renderToString(
    <SiteProvider value={site}>
      <Layout data={data} route={site.route} frontmatter={frontmatter}><Page content={content} labels={data.labels} /></Layout>
    </SiteProvider>,
  ), vietnameseWords(), peopleNames(frontmatter, allData.instructors));
  const head = renderToStaticMarkup(
    <>
      <Head
        site={data.site}
        route={site.route}
        title={frontmatter?.title ?? `${data.labels.notFoundTitle} | ${data.site.name}`}
        description={frontmatter?.description ?? data.labels.notFoundBody}
        icon={pageIconOf(content && { favicon: frontmatter?.favicon, file: content.file }, data.site.favicon, sources.images)}
        ogImage={frontmatter?.ogImage}
        feedTitle={feedTitle(data.site, data.labels)}
      />
      <StructuredData nodes={content ? structuredDataFor(content, data) : []} />
    </>,
  );
  // <meta charset> comes first, inside the first 1,024 bytes where the standard wants it. Vike puts its stylesheet
  // and preloads right after <head> unless the document marks the place (VIKE_ASSETS_FIRST): after the charset.
  // The inline head script marks the page as scripted before first paint and keeps early taps (renderer/headScript.ts).
  // The speculation rules prefetch a link's page on hover or touch (renderer/speculationRules.ts).
  // The page's behaviours are fetched beside the shell (renderer/behaviorPreloads.ts).
  // data-not-found carries the log line the browser prints for an unknown path (renderer/shell/notFound.ts).
  const notFound = content ? '' : ` data-not-found="${escapeAttribute(data.labels.notFoundLog)}"`;
  // A preview of another date keeps that date: the visitor's clock does not decide again (renderer/shell/pageClock.ts).
  const preview = data.preview ? ' data-preview=""' : '';
  sources.done();
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="vi"${dangerouslySkipEscape(preview)}>
  <head><meta charset="utf-8">${dangerouslySkipEscape(VIKE_ASSETS_FIRST)}<script>${dangerouslySkipEscape(HEAD_SCRIPT)}</script><script type="speculationrules">${dangerouslySkipEscape(speculationRulesJson)}</script>${dangerouslySkipEscape(head)}${dangerouslySkipEscape(behaviorPreloadTags(body))}</head>
  <body data-route="${site.route ?? ''}"${dangerouslySkipEscape(notFound)}>${dangerouslySkipEscape(body)}</body>
</html>`;
  return { documentHtml, injectFilter: chooseAssets };
}

/** Where vike injects the assets it puts first in the head (vike's injectAtPlaceholder, node_modules/vike/dist/server/runtime/renderPageServer/html/injectAssets/injectHtmlTags.js). */
const VIKE_ASSETS_FIRST = '__VITE_PLUGIN_SSR__ASSETS_FIRST__';

/**
 * Vike preloads every font the CSS references. Preloaded are Be Vietnam Pro's vietnamese and
 * latin-core faces of the four weights every first screen shows (400 body, 600 menu and labels,
 * 700 buttons and bold words, 800 the h1), about 49 KB: fetched alongside the stylesheet, they are
 * usually there for the first paint, so no line is drawn in a fallback and then redrawn. On a slow
 * network the fallback of each weight holds its room meanwhile (renderer/fonts-fallback.css). The
 * mono face and the rarer letters' faces are fetched when the first layout asks for them
 * (`font-display: swap`, renderer/fonts.css). The scripts listed are the client entry's static
 * imports: preloading them saves a round trip.
 */
const PRELOADED_FONT = /\/be-vietnam-pro-(vietnamese-\d+-normal|latin-\d+-normal-core)-/;

function chooseAssets(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font' && !PRELOADED_FONT.test(asset.src)) asset.inject = false;
    if (asset.assetType === 'script' && asset.inject === false) asset.inject = 'HTML_END';
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
