/**
 * Every page kind's frontmatter in one union, told apart by `type`. Built from the loaded shared
 * data, so a reference to an instructor, course or contact must name an id that exists.
 */
import { z } from 'zod';
import { createPageShapes, type ReferenceIds } from './shapes.ts';
import { bootcampPageSchema } from './pages/bootcamp.ts';
import { coursePageSchema } from './pages/course.ts';
import { eventPageSchema } from './pages/event.ts';
import { exercisesPageSchema } from './pages/exercises.ts';
import { guidePageSchema } from './pages/guide.ts';
import { homePageSchema } from './pages/home.ts';
import { landingPageSchema } from './pages/landing.ts';
import { pagePageSchema } from './pages/page.ts';
import { schedulePageSchema } from './pages/schedule.ts';

/** `ids` undefined: any id, for the editor's JSON Schemas (jsonSchemas.ts). */
export function createPageSchema(ids: ReferenceIds | undefined) {
  const shapes = createPageShapes(ids);
  return z.discriminatedUnion('type', [
    pagePageSchema,
    homePageSchema(shapes),
    landingPageSchema(shapes),
    coursePageSchema(shapes),
    bootcampPageSchema(shapes),
    schedulePageSchema(shapes),
    exercisesPageSchema(shapes),
    guidePageSchema(shapes),
    eventPageSchema(shapes),
  ]);
}

export type PageFrontmatter = z.infer<ReturnType<typeof createPageSchema>>;
export type PageKind = PageFrontmatter['type'];
export type FrontmatterOf<K extends PageKind> = Extract<PageFrontmatter, { type: K }>;
export type CallToAction = FrontmatterOf<'home'>['contactActions'][number];
export type Card = NonNullable<FrontmatterOf<'landing'>['cards']>[string][number];
export type Stat = NonNullable<FrontmatterOf<'landing'>['stats']>[number];
export type Curriculum = NonNullable<FrontmatterOf<'landing'>['curriculum']>;
export type Exercise = FrontmatterOf<'exercises'>['sessions'][number]['exercises'][number];
export type EventPage = FrontmatterOf<'event'>;
export type Speaker = NonNullable<EventPage['speakers']>[number];
