import type { Offering } from '../content/schema.ts';
import { useSite } from './SiteContext.tsx';

/** A course from courses.yaml by id, with a helper that fails the build when a block needs a fact the course lacks. */
export function useOffering(id: string): Offering & { need: <K extends keyof Offering>(fact: K) => NonNullable<Offering[K]> } {
  const course = useSite().data.courses[id];
  if (!course) throw new Error(`unknown course "${id}" in content/data/courses.yaml`);
  return {
    ...course,
    need(fact) {
      const value = course[fact];
      if (value === undefined || value === null) throw new Error(`content/data/courses.yaml: "${id}" has no ${String(fact)}, which this page shows; add it`);
      return value as NonNullable<Offering[typeof fact]>;
    },
  };
}
