/** A menu entry may open a shared contact (nav.yaml `contact:`): the id must be one contacts.yaml has. */
import type { PageFrontmatter, ParsedSiteData } from '../../content/schema.ts';
import type { Problem, SiteUnderCheck } from '../../scripts/engine/site.ts';

export function navContactProblems({ data, dataSources }: Pick<SiteUnderCheck<ParsedSiteData, PageFrontmatter>, 'data' | 'dataSources'>): Problem[] {
  const source = dataSources.nav;
  if (!data.nav || !data.contacts || !source) return [];
  const ids = Object.keys(data.contacts);
  return data.nav.main.flatMap((item, index) => {
    if (!('contact' in item) || ids.includes(item.contact)) return [];
    const { position } = source.yaml.locate(['main', index, 'contact']);
    return [{ file: source.file, ...position, rule: 'schema', field: `main.${index}.contact`, severity: 'error' as const,
      message: `không có liên hệ ${JSON.stringify(item.contact)} trong contacts.yaml; dùng một trong: ${ids.join(', ')}` }];
  });
}
