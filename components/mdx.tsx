/**
 * What MDX pages may use: the element map (typography for Markdown) and the blocks,
 * by the names writers type in content/*.mdx.
 */
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { SiteLink } from './ActionLink.tsx';
import { Actions } from './blocks/Actions.tsx';
import { BankTransfer } from './blocks/BankTransfer.tsx';
import { CardGrid } from './blocks/CardGrid.tsx';
import { CodeBlock } from './blocks/CodeBlock.tsx';
import { Count } from './blocks/Count.tsx';
import { CtaBand } from './blocks/CtaBand.tsx';
import { Curriculum } from './blocks/Curriculum.tsx';
import { EventHero } from './blocks/EventHero.tsx';
import { Agenda, Countdown, Donation, EventFacts, Replay, Speakers, Tags } from './blocks/EventParts.tsx';
import { ExerciseBoard } from './blocks/ExerciseBoard.tsx';
import { Note, Step } from './blocks/GuideStep.tsx';
import { Hero } from './blocks/Hero.tsx';
import { OfferingFacts } from './blocks/OfferingFacts.tsx';
import { Packages } from './blocks/Packages.tsx';
import { PageHero } from './blocks/PageHero.tsx';
import { RegisterCard } from './blocks/RegisterCard.tsx';
import { ScheduleList } from './blocks/ScheduleList.tsx';
import { StatRings } from './blocks/StatRings.tsx';
import { StatTiles } from './blocks/StatTiles.tsx';
import { Tab, Tabs } from './blocks/Tabs.tsx';
import { Section } from './blocks/Section.tsx';
import { BenefitGrid } from './home/BenefitGrid.tsx';
import { ContactBand } from './home/ContactBand.tsx';
import { CourseCard } from './home/CourseCard.tsx';
import { Faq } from './home/Faq.tsx';
import { InstructorCards } from './home/InstructorCards.tsx';
import { ModuleList } from './home/ModuleList.tsx';
import { NewsList } from './home/NewsList.tsx';
import { PromoBanner } from './home/PromoBanner.tsx';
import { ScheduleCard } from './home/ScheduleCard.tsx';
import { Testimonials } from './home/Testimonials.tsx';

const elements: MDXComponents = {
  h1: (props: ComponentProps<'h1'>) => <h1 className="text-4xl font-extrabold leading-[1.12] tracking-tight text-balance sm:text-6xl" {...props} />,
  h2: (props: ComponentProps<'h2'>) => <h2 className="text-3xl font-extrabold leading-tight tracking-tight text-balance sm:text-4xl" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <h3 className="mt-8 text-xl font-bold" {...props} />,
  p: (props: ComponentProps<'p'>) => <p className="leading-relaxed" {...props} />,
  ul: (props: ComponentProps<'ul'>) => <ul className="md-list list-disc space-y-1 pl-6" {...props} />,
  ol: (props: ComponentProps<'ol'>) => <ol className="md-list list-decimal space-y-1 pl-6" {...props} />,
  a: ({ href = '#', children }: ComponentProps<'a'>) => (
    <SiteLink href={href} scope="page" className="font-semibold underline decoration-2 underline-offset-4 hover:opacity-80">{children}</SiteLink>
  ),
  strong: (props: ComponentProps<'strong'>) => <strong className="font-bold" {...props} />,
  table: (props: ComponentProps<'table'>) => (
    <div className="overflow-x-auto"><table className="w-full border-collapse text-left text-sm" {...props} /></div>
  ),
  th: (props: ComponentProps<'th'>) => <th className="border-b border-ink-200 px-3 py-2 font-semibold" {...props} />,
  td: (props: ComponentProps<'td'>) => <td className="border-b border-ink-100 px-3 py-2" {...props} />,
  pre: CodeBlock,
  code: (props: ComponentProps<'code'>) => <code className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-900 [pre_&]:bg-transparent [pre_&]:p-0 [pre_&]:text-inherit" {...props} />,
};

const blocks = {
  Actions,
  Agenda,
  Countdown,
  Donation,
  EventFacts,
  EventHero,
  Replay,
  Speakers,
  StatRings,
  Tags,
  BankTransfer,
  BenefitGrid,
  CardGrid,
  Count,
  CtaBand,
  Curriculum,
  ExerciseBoard,
  Note,
  OfferingFacts,
  Packages,
  PageHero,
  RegisterCard,
  ScheduleList,
  StatTiles,
  Step,
  Tab,
  Tabs,
  ContactBand,
  CourseCard,
  Faq,
  Hero,
  InstructorCards,
  ModuleList,
  NewsList,
  PromoBanner,
  ScheduleCard,
  Section,
  Testimonials,
};

export const mdxComponents: MDXComponents = { ...elements, ...blocks };
