/**
 * What the built pages are held to: html-validate's recommended rules (https://html-validate.org/rules/presets.html),
 * less the few below, each turned off or eased for the reason beside it, plus one rule of our own.
 * site/builtHtml.test.ts runs it over every page of the build.
 */
import { type ConfigData, definePlugin, type ElementReadyEvent, Rule } from 'html-validate';

/** An `<img alt="">` is decoration already (its role is none); a role on it is one the Nu HTML Checker refuses. */
class NoRoleOnDecorativeImage extends Rule {
  public override documentation() {
    return { description: 'An image with an empty alt is presentational already: write no role on it.' };
  }

  public override setup(): void {
    this.on('element:ready', ({ target }: ElementReadyEvent) => {
      if (target.tagName !== 'img' || target.getAttribute('alt')?.value !== '') return;
      const role = target.getAttribute('role');
      if (role) this.report(target, '<img alt=""> must not have a role: it has none already', role.keyLocation);
    });
  }
}

const sitePlugin = definePlugin({
  name: 'site',
  rules: { 'site/no-role-on-decorative-image': NoRoleOnDecorativeImage },
});

export const htmlValidationConfig: ConfigData = {
  root: true,
  plugins: [sitePlugin],
  extends: ['html-validate:recommended'],
  rules: {
    'site/no-role-on-decorative-image': 'error',
    // React writes void elements as <meta/>, vike as <link>: both are HTML, the rule is about taste.
    'void-style': 'off',
    // React writes boolean attributes as hidden="": the same HTML as a bare hidden.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes charSet, autoComplete, enterKeyHint in camel case; HTML attribute names ignore case.
    'attr-case': 'off',
    // Heading ids follow their text (rehype-slug), which may begin with a digit ("10 lợi ích"); HTML allows any id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // Titles are the specification's copy, page name and site name; 70 characters is a search-result heuristic, not HTML.
    'long-title': 'off',
    // A hotline link reads "Gọi hotline: 0900 000 000": the rule wants every space of it unbreakable, label included;
    // the number itself sits in a whitespace-nowrap span (components/ActionLink.tsx).
    'tel-non-breaking': 'off',
    // The top bar's menu and the phone menu share their name, and CSS shows one at a time; axe checks landmarks
    // on the rendered page, which knows what is hidden (e2e/accessibility.test.ts).
    'unique-landmark': 'off',
    // The one link without text is the search result's <template>, filled by its script; axe checks link names
    // on the rendered pages (e2e/accessibility.test.ts).
    'wcag/h30': 'off',
    // The exercise board's bars are drawn divs that grow by width, with role="progressbar" and its values;
    // a <progress> cannot be drawn alike across browsers.
    'prefer-native-element': ['error', { exclude: ['progressbar'] }],
    // A list named by aria-label ("Chủ đề") is announced with its name: the rule would allow it on a nav only.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
