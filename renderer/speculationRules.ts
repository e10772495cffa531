/**
 * Speculation Rules every page carries (renderer/+onRenderHtml.tsx): Chromium fetches a same-site
 * page while the pointer rests on its link or a finger touches it (`moderate`), so the click shows
 * a document already in memory. Browsers without the feature ignore the script; links work as ever.
 * One constant string, so its SHA-256 in deploy/site.conf's script-src stays valid (e2e/nginx.test.ts).
 */

/** Same-site links that are not pages: calendar files, feeds, share cards, anything downloaded or opened elsewhere. */
const notPages = ['/*.ics', '/feed.xml', '/feed.json', '/share/*', '/*.png', '/*.jpg', '/*.pdf', '/*.zip', '/_images/*', '/search-index*'];

const rules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: notPages } },
          { not: { selector_matches: '[download], [target=_blank], [rel~=external], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export const speculationRulesJson = JSON.stringify(rules);
