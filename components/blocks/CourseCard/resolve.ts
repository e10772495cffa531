import { courseStatus, type CourseStatusView } from '../../parts/courseStatus.ts';
import type { z } from 'zod';
import type { Offering, PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { formatDate } from '../../../lib/formatDate.ts';
import { formatVnd } from '../../../lib/formatVnd.ts';
import { resolveActionList, type ActionSite, type ActionView } from '../../resolveAction.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { offeringOf } from '../offeringOf.ts';
import type { courseCardBlock } from './courseCard.schema.ts';

export interface CourseCardView {
  status: CourseStatusView;
  title: string;
  subtitle: string;
  /** Start date, length and sessions, seats taken of the seats. */
  facts: { icon: 'calendar' | 'clock' | 'users'; label: string; value: string }[];
  priceLabel: string;
  price: string;
  /** The home page's `courseActions`, the first the main one. */
  actions: ActionView[];
  projects: Offering['projects'];
}

/**
 * The home page's featured course (courses.yaml, by id) with its facts: its start date, seats and
 * price must be there, or the block reports which one to add (MissingFact).
 */
export function resolveCourseCard(_props: z.infer<typeof courseCardBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: SiteData): CourseCardView {
  const { featuredCourse, courseActions } = frontmatterOf(page, 'home');
  const { labels } = site;
  const course = offeringOf(site, featuredCourse);
  return {
    status: courseStatus(course, labels),
    title: course.title,
    subtitle: course.subtitle,
    facts: [
      { icon: 'calendar', label: labels.startDate, value: formatDate(course.need('startDate')) },
      { icon: 'clock', label: course.duration, value: `${course.sessions} ${labels.sessions} + ${course.supplementarySessions} ${labels.supplementarySessions}` },
      { icon: 'users', label: labels.seats, value: `${course.need('currentStudents')}/${course.need('maxStudents')}` },
    ],
    priceLabel: labels.price,
    price: formatVnd(course.need('price')),
    actions: resolveActionList(courseActions, page, site),
    projects: course.projects,
  };
}
