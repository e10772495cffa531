/**
 * Every block MDX may use, by the name writers type, with its spec (defineBlock.ts). Only the
 * schema files are imported, never the components, so the engine validates pages without React.
 * components/mdx.tsx maps the same names to the components (blockSpecs.test.ts keeps both in step).
 */
import { withResolve, type SiteBlockSpec } from './defineBlock.ts';
import { actionsBlock } from './Actions/actions.schema.ts';
import { resolveActions } from './Actions/resolve.ts';
import { agendaBlock } from './Agenda/agenda.schema.ts';
import { resolveAgenda } from './Agenda/resolve.ts';
import { bankTransferBlock } from './BankTransfer/bankTransfer.schema.ts';
import { resolveBankTransfer } from './BankTransfer/resolve.ts';
import { benefitGridBlock } from './BenefitGrid/benefitGrid.schema.ts';
import { resolveBenefitGrid } from './BenefitGrid/resolve.ts';
import { cardGridBlock } from './CardGrid/cardGrid.schema.ts';
import { resolveCardGrid } from './CardGrid/resolve.ts';
import { contactBandBlock } from './ContactBand/contactBand.schema.ts';
import { resolveContactBand } from './ContactBand/resolve.ts';
import { countBlock } from './Count/count.schema.ts';
import { resolveCount } from './Count/resolve.ts';
import { countdownBlock } from './Countdown/countdown.schema.ts';
import { resolveCountdown } from './Countdown/resolve.ts';
import { courseCardBlock } from './CourseCard/courseCard.schema.ts';
import { resolveCourseCard } from './CourseCard/resolve.ts';
import { ctaBandBlock } from './CtaBand/ctaBand.schema.ts';
import { resolveCtaBand } from './CtaBand/resolve.ts';
import { curriculumBlock } from './Curriculum/curriculum.schema.ts';
import { resolveCurriculum } from './Curriculum/resolve.ts';
import { donationBlock } from './Donation/donation.schema.ts';
import { resolveDonation } from './Donation/resolve.ts';
import { eventFactsBlock } from './EventFacts/eventFacts.schema.ts';
import { resolveEventFacts } from './EventFacts/resolve.ts';
import { eventHeroBlock } from './EventHero/eventHero.schema.ts';
import { resolveEventHero } from './EventHero/resolve.ts';
import { exerciseBoardBlock } from './ExerciseBoard/exerciseBoard.schema.ts';
import { resolveExerciseBoard } from './ExerciseBoard/resolve.ts';
import { faqBlock } from './Faq/faq.schema.ts';
import { resolveFaq } from './Faq/resolve.ts';
import { heroBlock } from './Hero/hero.schema.ts';
import { resolveHero } from './Hero/resolve.ts';
import { instructorCardsBlock } from './InstructorCards/instructorCards.schema.ts';
import { resolveInstructorCards } from './InstructorCards/resolve.ts';
import { moduleListBlock } from './ModuleList/moduleList.schema.ts';
import { resolveModuleList } from './ModuleList/resolve.ts';
import { newsListBlock } from './NewsList/newsList.schema.ts';
import { resolveNewsList } from './NewsList/resolve.ts';
import { noteBlock } from './Note/note.schema.ts';
import { offeringFactsBlock } from './OfferingFacts/offeringFacts.schema.ts';
import { resolveOfferingFacts } from './OfferingFacts/resolve.ts';
import { packagesBlock } from './Packages/packages.schema.ts';
import { resolvePackages } from './Packages/resolve.ts';
import { pageHeroBlock } from './PageHero/pageHero.schema.ts';
import { resolvePageHero } from './PageHero/resolve.ts';
import { promoBannerBlock } from './PromoBanner/promoBanner.schema.ts';
import { resolvePromoBanner } from './PromoBanner/resolve.ts';
import { registerCardBlock } from './RegisterCard/registerCard.schema.ts';
import { resolveRegisterCard } from './RegisterCard/resolve.ts';
import { replayBlock } from './Replay/replay.schema.ts';
import { resolveReplay } from './Replay/resolve.ts';
import { scheduleCardBlock } from './ScheduleCard/scheduleCard.schema.ts';
import { resolveScheduleCard } from './ScheduleCard/resolve.ts';
import { scheduleListBlock } from './ScheduleList/scheduleList.schema.ts';
import { resolveScheduleList } from './ScheduleList/resolve.ts';
import { sectionBlock } from './Section/section.schema.ts';
import { speakersBlock } from './Speakers/speakers.schema.ts';
import { resolveSpeakers } from './Speakers/resolve.ts';
import { statRingsBlock } from './StatRings/statRings.schema.ts';
import { resolveStatRings } from './StatRings/resolve.ts';
import { statTilesBlock } from './StatTiles/statTiles.schema.ts';
import { resolveStatTiles } from './StatTiles/resolve.ts';
import { stepBlock } from './Step/step.schema.ts';
import { resolveStep } from './Step/resolve.ts';
import { tabBlock } from './Tab/tab.schema.ts';
import { tabsBlock } from './Tabs/tabs.schema.ts';
import { tagsBlock } from './Tags/tags.schema.ts';
import { resolveTags } from './Tags/resolve.ts';
import { testimonialsBlock } from './Testimonials/testimonials.schema.ts';
import { resolveTestimonials } from './Testimonials/resolve.ts';

export const blockSpecs: Record<string, SiteBlockSpec> = {
  Actions: withResolve(actionsBlock, resolveActions),
  Agenda: withResolve(agendaBlock, resolveAgenda),
  BankTransfer: withResolve(bankTransferBlock, resolveBankTransfer),
  BenefitGrid: withResolve(benefitGridBlock, resolveBenefitGrid),
  CardGrid: withResolve(cardGridBlock, resolveCardGrid),
  ContactBand: withResolve(contactBandBlock, resolveContactBand),
  Count: withResolve(countBlock, resolveCount),
  Countdown: withResolve(countdownBlock, resolveCountdown),
  CourseCard: withResolve(courseCardBlock, resolveCourseCard),
  CtaBand: withResolve(ctaBandBlock, resolveCtaBand),
  Curriculum: withResolve(curriculumBlock, resolveCurriculum),
  Donation: withResolve(donationBlock, resolveDonation),
  EventFacts: withResolve(eventFactsBlock, resolveEventFacts),
  EventHero: withResolve(eventHeroBlock, resolveEventHero),
  ExerciseBoard: withResolve(exerciseBoardBlock, resolveExerciseBoard),
  Faq: withResolve(faqBlock, resolveFaq),
  Hero: withResolve(heroBlock, resolveHero),
  InstructorCards: withResolve(instructorCardsBlock, resolveInstructorCards),
  ModuleList: withResolve(moduleListBlock, resolveModuleList),
  NewsList: withResolve(newsListBlock, resolveNewsList),
  Note: noteBlock,
  OfferingFacts: withResolve(offeringFactsBlock, resolveOfferingFacts),
  Packages: withResolve(packagesBlock, resolvePackages),
  PageHero: withResolve(pageHeroBlock, resolvePageHero),
  PromoBanner: withResolve(promoBannerBlock, resolvePromoBanner),
  RegisterCard: withResolve(registerCardBlock, resolveRegisterCard),
  Replay: withResolve(replayBlock, resolveReplay),
  ScheduleCard: withResolve(scheduleCardBlock, resolveScheduleCard),
  ScheduleList: withResolve(scheduleListBlock, resolveScheduleList),
  Section: sectionBlock,
  Speakers: withResolve(speakersBlock, resolveSpeakers),
  StatRings: withResolve(statRingsBlock, resolveStatRings),
  StatTiles: withResolve(statTilesBlock, resolveStatTiles),
  Step: withResolve(stepBlock, resolveStep),
  Tab: tabBlock,
  Tabs: tabsBlock,
  Tags: withResolve(tagsBlock, resolveTags),
  Testimonials: withResolve(testimonialsBlock, resolveTestimonials),
};
