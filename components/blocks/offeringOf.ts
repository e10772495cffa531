import type { Offering, SiteData } from '../../content/schema.ts';
import { MissingFact } from './defineBlock.ts';

export type NeedingOffering = Offering & { need: <K extends keyof Offering>(fact: K) => NonNullable<Offering[K]> };

/**
 * A course from courses.yaml by id (the page's schema allows only ids that exist), with `need`: a fact
 * the block shows, which the course must have. A missing one is the writer's to add, reported by the
 * validator at the block.
 */
export function offeringOf(site: Pick<SiteData, 'courses'>, id: string): NeedingOffering {
  const course = site.courses[id];
  if (!course) throw new MissingFact(`không có khóa học "${id}" trong content/data/courses.yaml`);
  return {
    ...course,
    need(fact) {
      const value = course[fact];
      if (value === undefined || value === null) throw new MissingFact(`content/data/courses.yaml: khóa "${id}" chưa có ${String(fact)}, mà khối này cần; thêm ${String(fact)}: vào mục "${id}"`);
      return value as NonNullable<Offering[typeof fact]>;
    },
  };
}
