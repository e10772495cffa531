/**
 * The link checks of `npm run check`, from the parsed pages alone (no build): every address a page
 * writes, in its MDX and its frontmatter, checked where it is written (checkLink.ts), with the
 * pictures' descriptions and new-tab links; and every address of the shared data files, once, in
 * its data file, not again on every page that shows it.
 */
import type { Problem } from '../../core/problem.ts';
import type { Located } from '../../parse/outline/located.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';
import { imageFieldsOfPage } from '../images/imageFields.ts';
import { addressesInMdx } from './addressesInMdx.ts';
import { addressesInYaml } from './addressesInYaml.ts';
import { checkEmbed } from './checkEmbed.ts';
import { checkImageBesidePage } from './checkImageBesidePage.ts';
import { checkLink, type LinkFinding, type LinkUse } from './checkLink.ts';
import { describeUrl } from './describeUrl.ts';
import { imageAltProblems } from './imageAltProblems.ts';
import type { LinkPage, LinkSite } from './linkSite.ts';
import { newTabRelProblems } from './newTabRelProblems.ts';
import { siteTargets, type SiteTargets } from './siteTargets.ts';

export function pageLinkProblems(page: LinkPage, site: LinkSite): Problem[] {
  const targets = siteTargets(site);
  const status = targets.pages.get(page.route)?.status;
  const base: LinkUse['base'] = { route: page.route, published: status === undefined || status === 'published' };
  const problems: Problem[] = [];
  const report = (at: Located, field: string | undefined, found: { rule: string; message: string } | undefined) => {
    if (found) problems.push({ file: page.file, ...at, rule: found.rule, ...(field ? { field } : {}), severity: 'error', message: found.message });
  };
  // Markdown images and the photo fields may name a file beside the page (checkImageBesidePage.ts).
  const photoFields = new Set(imageFieldsOfPage(page.yaml.value, site.definition.images).map((field) => field.path.join('.')));
  const besidePage = (value: string) => describeUrl(value).form === 'relative' ? checkImageBesidePage(value, page.file, { root: site.root, files: targets.files }) : false;
  for (const address of addressesInMdx(page.outline)) {
    const beside = address.as === 'image' && !address.field && besidePage(address.value);
    report(address.at, address.field, beside !== false ? beside : checkLink(address.value, { as: address.as, base, ...(address.typed ? { typed: address.typed } : {}) }, targets));
  }
  problems.push(...yamlProblems(page.file, page.yaml, base, targets, false, (value, field) => photoFields.has(field) && besidePage(value)));
  problems.push(...imageAltProblems(page.file, page.outline), ...newTabRelProblems(page.file, page.outline));
  return problems;
}

export function dataLinkProblems(site: LinkSite): Problem[] {
  const targets = siteTargets(site);
  return Object.entries(site.dataSources).flatMap(([name, source]) => source ? yamlProblems(source.file, source.yaml, 'site', targets, name === 'nav') : []);
}

/** `beside` checks a photo named beside the page, or answers false where that is not one. */
type BesideCheck = (value: string, field: string) => LinkFinding | undefined | false;

function yamlProblems(file: string, yaml: ParsedYaml, base: LinkUse['base'], targets: SiteTargets, menu = false, beside: BesideCheck = () => false): Problem[] {
  return addressesInYaml(yaml).flatMap(({ value, as, field, at }) => {
    const besidePage = as === 'image' && beside(value, field);
    const found = besidePage !== false ? besidePage : as === 'embed'
      ? embedFinding(value, targets)
      : checkLink(value, { as, base, ...(menu ? { menuEntry: true } : {}) }, targets);
    return found ? [{ file, ...at, rule: found.rule, field, severity: 'error' as const, message: found.message }] : [];
  });
}

function embedFinding(src: string, targets: SiteTargets): { rule: string; message: string } | undefined {
  const message = targets.embedHosts ? checkEmbed(src, targets.embedHosts) : undefined;
  return message ? { rule: 'embed', message } : undefined;
}
