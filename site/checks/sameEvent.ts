/**
 * Two pages about one event (a webinar and its landing page) state its facts once: the second
 * names the first with `sameEventAs: /route` and takes the facts in `sharedEventFacts` from it,
 * before validation, so both pages render, index and describe the same time, place and price.
 * The site's `prepareFrontmatter`: the engine calls it on every page before its schema.
 */
import { sharedEventFacts } from '../../content/schema.ts';
import { didYouMeanText } from '../../lib/didYouMean.ts';
import type { Problem, WrittenPage } from '../../scripts/engine/site.ts';

type Frontmatter = Record<string, unknown>;

/**
 * The page's frontmatter with the facts of the event it names filled in, or the problems that stop
 * it (an unknown or non-event page, a chain of references, a fact stated on both pages); nothing
 * while the page it names has YAML that does not parse.
 */
export function withSameEventFacts(page: WrittenPage, pagesByRoute: ReadonlyMap<string, WrittenPage>): { value: unknown; problems: Problem[] } {
  const value = page.yaml.value as Frontmatter | undefined;
  const target = value?.sameEventAs;
  if (value?.type !== 'event' || typeof target !== 'string') return { value, problems: [] };

  const at = (path: string[], message: string): Problem => {
    const { position } = page.yaml.locate(path);
    return { file: page.file, ...position, rule: 'schema', field: path.join('.'), message, severity: 'error' };
  };
  const owner = pagesByRoute.get(target);
  const ownerValue = owner?.yaml.value as Frontmatter | undefined;
  // Its YAML does not parse: that one mistake is reported in its file, and this page waits for it.
  if (owner && owner.yaml.errors.length > 0) return { value: undefined, problems: [] };
  if (!owner || !ownerValue) {
    const events = [...pagesByRoute.values()].filter((other) => (other.yaml.value as Frontmatter | undefined)?.type === 'event').map((other) => other.route);
    const hint = didYouMeanText(target, events) || (events.length > 0 && events.length <= 8 ? `; các trang sự kiện: ${events.join(', ')}` : '; ghi đường dẫn của một trang sự kiện (type: event)');
    return { value, problems: [at(['sameEventAs'], `không có trang nào ở ${target}${hint}`)] };
  }
  if (ownerValue.type !== 'event') return { value, problems: [at(['sameEventAs'], `${target} (${owner.file}) không phải trang sự kiện (type: event); ghi đường dẫn của một trang sự kiện`)] };
  if (typeof ownerValue.sameEventAs === 'string') {
    return { value, problems: [at(['sameEventAs'], `${target} lấy thông tin từ ${ownerValue.sameEventAs}; hãy ghi thẳng sameEventAs: ${ownerValue.sameEventAs}`)] };
  }

  const restated = sharedEventFacts.filter((fact) => fact in value);
  if (restated.length > 0) {
    return { value, problems: restated.map((fact) => at([fact], `đã có ở ${owner.file}, trang được nêu ở sameEventAs; xóa dòng này ở đây`)) };
  }
  const inherited = Object.fromEntries(sharedEventFacts.filter((fact) => fact in ownerValue).map((fact) => [fact, ownerValue[fact]]));
  return { value: { ...value, ...inherited }, problems: [] };
}
