import type { z } from 'zod';
import type { Labels, PageFrontmatter, SiteData } from '../../../content/schema.ts';
import { formatDate } from '../../../lib/formatDate.ts';
import type { BlockPageFacts } from '../defineBlock.ts';
import { frontmatterOf } from '../frontmatterOf.ts';
import { offeringOf } from '../offeringOf.ts';
import type { scheduleCardBlock } from './scheduleCard.schema.ts';

/** One fact of the class; time slots are listed one a line. */
export interface ScheduleFact {
  label: string;
  value: string | string[];
}

export interface ScheduleCardView {
  title: string;
  facts: ScheduleFact[];
}

type ScheduleCardSite = Pick<SiteData, 'courses'> & { labels: Pick<Labels, 'startDate' | 'endDate' | 'timeSlots' | 'location' | 'seatsLeft'> };

/** The home page's `featuredCourse`: its dates, time slots and place, and the seats left; a start date and time slots it must have. */
export function resolveScheduleCard(_props: z.infer<typeof scheduleCardBlock.props>, page: BlockPageFacts<PageFrontmatter>, site: ScheduleCardSite): ScheduleCardView {
  const { labels } = site;
  const course = offeringOf(site, frontmatterOf(page, 'home').featuredCourse);
  const { endDate, maxStudents, currentStudents } = course;
  const facts: (ScheduleFact | false | undefined)[] = [
    { label: labels.startDate, value: formatDate(course.need('startDate')) },
    endDate !== undefined && { label: labels.endDate, value: formatDate(endDate) },
    { label: labels.timeSlots, value: course.need('timeSlots') },
    { label: labels.location, value: course.location },
    maxStudents !== undefined && currentStudents !== undefined && { label: labels.seatsLeft, value: `${maxStudents - currentStudents}/${maxStudents}` },
  ];
  return { title: course.title, facts: facts.filter((fact) => !!fact) };
}
