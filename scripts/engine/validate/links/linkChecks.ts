/**
 * The link checks of `npm run check`, from the parsed pages alone (no build): every address a page
 * writes, in its MDX and its frontmatter, checked where it is written (checkLink.ts), with the
 * pictures' descriptions and new-tab links; and every address of the shared data files, once, in
 * its data file, not again on every page that shows it.
 */
import type { Problem } from '../../core/problem.ts';
import type { Located } from '../../parse/outline/located.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';
import { addressesInMdx } from './addressesInMdx.ts';
import { addressesInYaml } from './addressesInYaml.ts';
import { checkEmbed } from './checkEmbed.ts';
import { checkLink, type LinkUse } from './checkLink.ts';
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
  for (const address of addressesInMdx(page.outline)) {
    report(address.at, address.field, checkLink(address.value, { as: address.as, base, ...(address.typed ? { typed: address.typed } : {}) }, targets));
  }
  problems.push(...yamlProblems(page.file, page.yaml, base, targets));
  problems.push(...imageAltProblems(page.file, page.outline), ...newTabRelProblems(page.file, page.outline));
  return problems;
}

export function dataLinkProblems(site: LinkSite): Problem[] {
  const targets = siteTargets(site);
  return Object.entries(site.dataSources).flatMap(([name, source]) => source ? yamlProblems(source.file, source.yaml, 'site', targets, name === 'nav') : []);
}

function yamlProblems(file: string, yaml: ParsedYaml, base: LinkUse['base'], targets: SiteTargets, menu = false): Problem[] {
  return addressesInYaml(yaml).flatMap(({ value, as, field, at }) => {
    const found = as === 'embed'
      ? embedFinding(value, targets)
      : checkLink(value, { as, base, ...(menu ? { menuEntry: true } : {}) }, targets);
    return found ? [{ file, ...at, rule: found.rule, field, severity: 'error' as const, message: found.message }] : [];
  });
}

function embedFinding(src: string, targets: SiteTargets): { rule: string; message: string } | undefined {
  const message = targets.embedHosts ? checkEmbed(src, targets.embedHosts) : undefined;
  return message ? { rule: 'embed', message } : undefined;
}
