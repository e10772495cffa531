/**
 * Every content schema, re-exported from content/schema/: the shared data files in content/data/
 * (content/schema/data/, gathered in dataSchemas.ts) and the frontmatter of each page kind
 * (content/schema/pages/, one union in createPageSchema.ts), built from the shapes in shapes.ts.
 * Types are inferred from the schemas, never written twice.
 */
export { rangeIsForward, type ReferenceIds } from './schema/shapes.ts';
export { siteSchema, navSchema, platformsSchema, type Site, type NavItem, type NavLink } from './schema/data/site.ts';
export { contactSchema, contactsSchema, bankAccountSchema, bankAccountsSchema, type Contact, type BankAccount } from './schema/data/contacts.ts';
export { instructorSchema, instructorsSchema, type Instructor } from './schema/data/instructors.ts';
export { courseSchema, coursesSchema, type Course, type Offering } from './schema/data/courses.ts';
export { labelsSchema, type Labels } from './schema/data/labels.ts';
export { dataSchemas, type DataName, type ParsedSiteData, type SiteData, type EventTiming, type EventStatus } from './schema/dataSchemas.ts';
export { moduleLevels } from './schema/pages/home.ts';
export { exerciseDifficulties } from './schema/pages/exercises.ts';
export { sharedEventFacts } from './schema/pages/event.ts';
export {
  createPageSchema,
  type PageFrontmatter, type PageKind, type FrontmatterOf, type CallToAction, type Card, type Stat,
  type Curriculum, type Exercise, type EventPage, type Speaker,
} from './schema/createPageSchema.ts';
