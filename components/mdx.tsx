/**
 * What MDX pages may use: the element map (typography for Markdown) and the blocks,
 * by the names writers type in content/*.mdx.
 */
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { linkTarget } from '../lib/linkTarget.ts';
import { SiteLink } from './ActionLink.tsx';
import { Actions } from './blocks/Actions/Actions.tsx';
import { resolveActions } from './blocks/Actions/resolve.ts';
import { Agenda } from './blocks/Agenda/Agenda.tsx';
import { resolveAgenda } from './blocks/Agenda/resolve.ts';
import { BankTransfer } from './blocks/BankTransfer/BankTransfer.tsx';
import { resolveBankTransfer } from './blocks/BankTransfer/resolve.ts';
import { BenefitGrid } from './blocks/BenefitGrid/BenefitGrid.tsx';
import { resolveBenefitGrid } from './blocks/BenefitGrid/resolve.ts';
import { CardGrid } from './blocks/CardGrid/CardGrid.tsx';
import { resolveCardGrid } from './blocks/CardGrid/resolve.ts';
import { ContactBand } from './blocks/ContactBand/ContactBand.tsx';
import { resolveContactBand } from './blocks/ContactBand/resolve.ts';
import { Count } from './blocks/Count/Count.tsx';
import { resolveCount } from './blocks/Count/resolve.ts';
import { Countdown } from './blocks/Countdown/Countdown.tsx';
import { resolveCountdown } from './blocks/Countdown/resolve.ts';
import { CourseCard } from './blocks/CourseCard/CourseCard.tsx';
import { resolveCourseCard } from './blocks/CourseCard/resolve.ts';
import { CtaBand } from './blocks/CtaBand/CtaBand.tsx';
import { resolveCtaBand } from './blocks/CtaBand/resolve.ts';
import { Curriculum } from './blocks/Curriculum/Curriculum.tsx';
import { resolveCurriculum } from './blocks/Curriculum/resolve.ts';
import { Donation } from './blocks/Donation/Donation.tsx';
import { resolveDonation } from './blocks/Donation/resolve.ts';
import { EventFacts } from './blocks/EventFacts/EventFacts.tsx';
import { resolveEventFacts } from './blocks/EventFacts/resolve.ts';
import { EventHero } from './blocks/EventHero/EventHero.tsx';
import { resolveEventHero } from './blocks/EventHero/resolve.ts';
import { ExerciseBoard } from './blocks/ExerciseBoard/ExerciseBoard.tsx';
import { resolveExerciseBoard } from './blocks/ExerciseBoard/resolve.ts';
import { Faq } from './blocks/Faq/Faq.tsx';
import { resolveFaq } from './blocks/Faq/resolve.ts';
import { Hero } from './blocks/Hero/Hero.tsx';
import { resolveHero } from './blocks/Hero/resolve.ts';
import { InstructorCards } from './blocks/InstructorCards/InstructorCards.tsx';
import { resolveInstructorCards } from './blocks/InstructorCards/resolve.ts';
import { ModuleList } from './blocks/ModuleList/ModuleList.tsx';
import { resolveModuleList } from './blocks/ModuleList/resolve.ts';
import { NewsList } from './blocks/NewsList/NewsList.tsx';
import { resolveNewsList } from './blocks/NewsList/resolve.ts';
import { Note } from './blocks/Note/Note.tsx';
import { OfferingFacts } from './blocks/OfferingFacts/OfferingFacts.tsx';
import { resolveOfferingFacts } from './blocks/OfferingFacts/resolve.ts';
import { Packages } from './blocks/Packages/Packages.tsx';
import { resolvePackages } from './blocks/Packages/resolve.ts';
import { resolvedBlock, resolvedElement } from './resolvedBlock.tsx';
import { PageHero } from './blocks/PageHero/PageHero.tsx';
import { resolvePageHero } from './blocks/PageHero/resolve.ts';
import { PromoBanner } from './blocks/PromoBanner/PromoBanner.tsx';
import { resolvePromoBanner } from './blocks/PromoBanner/resolve.ts';
import { RegisterCard } from './blocks/RegisterCard/RegisterCard.tsx';
import { resolveRegisterCard } from './blocks/RegisterCard/resolve.ts';
import { Replay } from './blocks/Replay/Replay.tsx';
import { resolveReplay } from './blocks/Replay/resolve.ts';
import { ScheduleCard } from './blocks/ScheduleCard/ScheduleCard.tsx';
import { resolveScheduleCard } from './blocks/ScheduleCard/resolve.ts';
import { ScheduleList } from './blocks/ScheduleList/ScheduleList.tsx';
import { resolveScheduleList } from './blocks/ScheduleList/resolve.ts';
import { Section } from './blocks/Section/Section.tsx';
import { Speakers } from './blocks/Speakers/Speakers.tsx';
import { resolveSpeakers } from './blocks/Speakers/resolve.ts';
import { StatRings } from './blocks/StatRings/StatRings.tsx';
import { resolveStatRings } from './blocks/StatRings/resolve.ts';
import { StatTiles } from './blocks/StatTiles/StatTiles.tsx';
import { resolveStatTiles } from './blocks/StatTiles/resolve.ts';
import { Step } from './blocks/Step/Step.tsx';
import { resolveStep } from './blocks/Step/resolve.ts';
import { Tab } from './blocks/Tab/Tab.tsx';
import { Tabs } from './blocks/Tabs/Tabs.tsx';
import { Tags } from './blocks/Tags/Tags.tsx';
import { resolveTags } from './blocks/Tags/resolve.ts';
import { Testimonials } from './blocks/Testimonials/Testimonials.tsx';
import { resolveTestimonials } from './blocks/Testimonials/resolve.ts';
import { CodeBlock } from './parts/CodeBlock.tsx';
import { Picture } from './parts/Picture.tsx';

const elements: MDXComponents = {
  h1: (props: ComponentProps<'h1'>) => <h1 className="text-4xl font-extrabold leading-[1.12] tracking-tight sm:text-6xl" {...props} />,
  h2: (props: ComponentProps<'h2'>) => <h2 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <h3 className="mt-8 text-xl font-bold" {...props} />,
  p: (props: ComponentProps<'p'>) => <p className="leading-relaxed" {...props} />,
  ul: (props: ComponentProps<'ul'>) => <ul className="md-list list-disc space-y-1 pl-6" {...props} />,
  ol: (props: ComponentProps<'ol'>) => <ol className="md-list list-decimal space-y-1 pl-6" {...props} />,
  // A link in the text: `#x` is a section of this page.
  a: resolvedElement('a', ({ href = '#', children }: ComponentProps<'a'>, page) => (
    <SiteLink link={linkTarget(href, page.route, 'page')} className="font-semibold underline decoration-2 underline-offset-4 hover:opacity-80">{children}</SiteLink>
  )),
  strong: (props: ComponentProps<'strong'>) => <strong className="font-bold" {...props} />,
  table: (props: ComponentProps<'table'>) => (
    <div className="overflow-x-auto"><table className="w-full border-collapse text-left text-sm" {...props} /></div>
  ),
  th: (props: ComponentProps<'th'>) => <th className="border-b border-ink-200 px-3 py-2 font-semibold" {...props} />,
  td: (props: ComponentProps<'td'>) => <td className="border-b border-ink-100 px-3 py-2" {...props} />,
  pre: resolvedElement('pre', (props: ComponentProps<'pre'>, page) => <CodeBlock {...props} copy={page.copy} />),
  // A Markdown image: `![alt](photo.jpg)`, made by the build in the widths the text column needs.
  img: resolvedElement('img', ({ src, alt = '', title }: ComponentProps<'img'>, page) => (
    <Picture pictureOf={page.pictureOf} src={typeof src === 'string' ? src : ''} use="prose" alt={alt} title={title} className="my-2 block h-auto max-w-full rounded-2xl" />
  )),
  code: (props: ComponentProps<'code'>) => <code className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900 wrap-anywhere [pre_&]:bg-transparent [pre_&]:p-0 [pre_&]:text-inherit" {...props} />,
};

/** The blocks, by the names writers type; each has its spec in blocks/blockSpecs.ts. */
export const blocks = {
  Actions: resolvedBlock(resolveActions, Actions),
  Agenda: resolvedBlock(resolveAgenda, Agenda),
  Countdown: resolvedBlock(resolveCountdown, Countdown),
  Donation: resolvedBlock(resolveDonation, Donation),
  EventFacts: resolvedBlock(resolveEventFacts, EventFacts),
  EventHero: resolvedBlock(resolveEventHero, EventHero),
  Replay: resolvedBlock(resolveReplay, Replay),
  Speakers: resolvedBlock(resolveSpeakers, Speakers),
  StatRings: resolvedBlock(resolveStatRings, StatRings),
  Tags: resolvedBlock(resolveTags, Tags),
  BankTransfer: resolvedBlock(resolveBankTransfer, BankTransfer),
  BenefitGrid: resolvedBlock(resolveBenefitGrid, BenefitGrid),
  CardGrid: resolvedBlock(resolveCardGrid, CardGrid),
  Count: resolvedBlock(resolveCount, Count),
  CtaBand: resolvedBlock(resolveCtaBand, CtaBand),
  Curriculum: resolvedBlock(resolveCurriculum, Curriculum),
  ExerciseBoard: resolvedBlock(resolveExerciseBoard, ExerciseBoard),
  Note,
  OfferingFacts: resolvedBlock(resolveOfferingFacts, OfferingFacts),
  Packages: resolvedBlock(resolvePackages, Packages),
  PageHero: resolvedBlock(resolvePageHero, PageHero),
  RegisterCard: resolvedBlock(resolveRegisterCard, RegisterCard),
  ScheduleList: resolvedBlock(resolveScheduleList, ScheduleList),
  StatTiles: resolvedBlock(resolveStatTiles, StatTiles),
  Step: resolvedBlock(resolveStep, Step),
  Tab,
  Tabs,
  ContactBand: resolvedBlock(resolveContactBand, ContactBand),
  CourseCard: resolvedBlock(resolveCourseCard, CourseCard),
  Faq: resolvedBlock(resolveFaq, Faq),
  Hero: resolvedBlock(resolveHero, Hero),
  InstructorCards: resolvedBlock(resolveInstructorCards, InstructorCards),
  ModuleList: resolvedBlock(resolveModuleList, ModuleList),
  NewsList: resolvedBlock(resolveNewsList, NewsList),
  PromoBanner: resolvedBlock(resolvePromoBanner, PromoBanner),
  ScheduleCard: resolvedBlock(resolveScheduleCard, ScheduleCard),
  Section,
  Testimonials: resolvedBlock(resolveTestimonials, Testimonials),
};

export const mdxComponents: MDXComponents = { ...elements, ...blocks };
