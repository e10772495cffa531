/**
 * Which interaction is measured on which built page, and the measuring itself: every run a fresh
 * load, its recorded steps gathered into one row per interaction and page.
 */
import type { Browser } from 'playwright-core';
import type { TapMoment } from './benchArgs.ts';
import type { SearchEntry } from '../../../../lib/searchPages.ts';
import { listInteractions, matchesOnly, type Interaction } from './catalogue.ts';
import { routesWith, type BuiltPage } from './findRoutes.ts';
import { runInteraction } from './runInteraction.ts';
import { searchKeystrokes } from './searchKeystrokes.ts';
import { TAP_BUDGET, type RowSamples } from './stats.ts';

export interface PlannedInteraction {
  interaction: Interaction;
  /** Pages it is measured on; empty when no built page has its control. */
  routes: string[];
}

/** The interactions whose names contain `only`, each on the first page holding its control (on every such page for tabs). */
export function planInteractions(pages: BuiltPage[], searchIndex: SearchEntry[], only: string | undefined): PlannedInteraction[] {
  return listInteractions(searchKeystrokes(searchIndex))
    .filter((interaction) => matchesOnly(interaction, only))
    .map((interaction) => {
      const routes = routesWith(pages, interaction.foundBy);
      return { interaction, routes: interaction.everyRoute ? routes : routes.slice(0, 1) };
    });
}

/** Names of an interaction's recorded steps, for messages. */
export function recordsOf(interaction: Interaction): string {
  return [...new Set(interaction.steps.flatMap((step) => (step.record ? [step.record] : [])))].join(', ');
}

/** Measures `runs` fresh loads of each planned interaction, tapped at `tapAt`; `onProgress` is called after each page's runs. */
export async function measurePlan(browser: Browser, baseUrl: string, plan: PlannedInteraction[], { runs, tapAt }: { runs: number; tapAt: TapMoment }, onProgress: () => void): Promise<RowSamples[]> {
  const rows = new Map<string, RowSamples>();
  const rowOf = (record: string, route: string, interaction: Interaction): RowSamples => {
    const key = `${record}\n${route}`;
    const step = interaction.steps.find((candidate) => candidate.record === record);
    const budget = step?.budget ?? TAP_BUDGET;
    const row = rows.get(key) ?? { interaction: record, route, times: [], timesFromDevTools: [], unanswered: 0, unansweredBeforeCode: 0, inputAt: [], loadAt: [], budget, reference: step?.reference };
    rows.set(key, row);
    return row;
  };
  for (const { interaction, routes } of plan) {
    for (const route of routes) {
      for (let run = 0; run < runs; run++) {
        let timing;
        try {
          timing = await runInteraction(browser, `${baseUrl}${route}`, interaction, tapAt);
        } catch (error) {
          // One broken run (a control that never showed) costs its row a sample, not the whole bench.
          console.warn(`\n${recordsOf(interaction)} on ${route}: run ${run + 1} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          continue;
        }
        for (const step of timing.steps) {
          const row = rowOf(step.record, route, interaction);
          if (step.time === null) {
            row.unanswered++;
            if (step.behaviorLive === false) row.unansweredBeforeCode++;
          }
          else {
            row.times.push(step.time);
            if (step.timeFromDevTools !== null) row.timesFromDevTools.push(step.timeFromDevTools);
          }
          row.inputAt.push(step.inputAt);
        }
        for (const record of new Set(timing.steps.map((step) => step.record))) rowOf(record, route, interaction).loadAt.push(timing.loadAt);
      }
      onProgress();
    }
  }
  return [...rows.values()];
}
