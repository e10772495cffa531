import { ActionLink } from '../../ActionLink.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { cn } from '../../ui/cn.ts';
import { Tab } from '../Tab/Tab.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import type { ExerciseBoardView, ExerciseView } from './resolve.ts';

/** Tones by difficulty, easiest first: basic green, medium yellow, advanced red. */
const difficultyTones = ['bg-green-100 text-green-800', 'bg-yellow-100 text-yellow-800', 'bg-red-100 text-red-800'] as const;

/**
 * Practice exercises in one tab per session, one card open at a time (native <details name>),
 * and progress per session (exerciseBoard.behavior.ts keeps completion in the browser).
 */
export function ExerciseBoard({ storageKey, sessions, progressActions, labels }: ExerciseBoardView) {
  return (
    <div data-behavior="exerciseBoard" data-storage-key={storageKey} className="mt-10">
      <Tabs>
        {sessions.map((session, index) => (
          <Tab key={index} id={session.id} label={`${labels.sessionRange} ${index + 1}`}>
            <h3 className="mt-6 text-xl font-bold text-ink-900">{session.title}</h3>
            <p className="mt-1 text-sm text-ink-500">{session.exercises.length} {labels.exercises.exercises}</p>
            <div className="mt-5 grid grid-cols-1 gap-5">
              {session.exercises.map((exercise) => <ExerciseCard key={exercise.id} exercise={exercise} session={session.id} text={labels.exercises} />)}
            </div>
          </Tab>
        ))}
      </Tabs>
      <section aria-labelledby="exercise-progress" className="js-only mt-12 rounded-3xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lift sm:p-8">
        <h3 id="exercise-progress" className="text-xl font-bold">{labels.exercises.progress}</h3>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sessions.map((session, index) => (
            <li key={index} data-progress={session.id} className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
              <p className="text-sm font-semibold text-brand-100">{labels.sessionRange} {index + 1}</p>
              <p className="mt-2 flex items-baseline justify-between">
                <span className="text-2xl font-extrabold" data-percent="">0%</span>
                <span className="text-sm text-brand-100"><span data-done-count="">0</span>/{session.exercises.length} {labels.exercises.exercises}</span>
              </p>
              <div role="progressbar" aria-label={session.title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} className="mt-3 h-2 overflow-hidden rounded-full bg-white/15">
                <div data-bar="" className="h-full w-0 rounded-full bg-accent-400 transition-[width]" />
              </div>
            </li>
          ))}
        </ul>
        {progressActions.length > 0 && (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {progressActions.map((action, index) => (
              <ActionLink key={action.label} action={action} variant={index === 0 ? 'accent' : 'cta'} icon />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

function ExerciseCard({ exercise, session, text }: { exercise: ExerciseView; session: string; text: ExerciseBoardView['labels']['exercises'] }) {
  const { file } = exercise;
  return (
    <article id={exercise.id} data-exercise={exercise.id} data-session={session} className="exercise-card min-w-0 rounded-2xl border border-ink-200 bg-white shadow-card transition data-done:border-green-300 data-done:bg-green-50/40">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span className="rounded-md bg-ink-100 px-2 py-0.5 font-mono text-ink-700">{exercise.id}</span>
            <span className={cn('rounded-full px-2.5 py-0.5', difficultyTones[exercise.level])}>{exercise.difficulty}</span>
            <span className="inline-flex items-center gap-1 text-ink-500"><Icon name="clock" className="size-3.5" />{exercise.minutes} {text.minutes}</span>
          </p>
          <h4 className="mt-2 text-lg font-bold text-ink-900">{exercise.title}</h4>
          <p className="mt-1 text-sm leading-relaxed text-ink-600">{exercise.description}</p>
        </div>
        <button type="button" data-complete="" aria-pressed="false" className="complete-toggle js-only inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-xl border border-ink-300 px-3.5 py-2 text-sm font-semibold text-ink-700 transition hover:border-green-400 aria-pressed:border-green-600 aria-pressed:bg-green-600 aria-pressed:text-white">
          <Icon name="check" className="size-4" />
          <span className="when-off">{text.markDone}</span>
          <span className="when-on">{text.done}</span>
        </button>
      </div>
      <details name="exercise" className="exercise-details group border-t border-ink-100">
        <summary className="flex cursor-pointer list-none items-center gap-1.5 px-5 py-3 text-sm font-semibold text-brand-700 sm:px-6 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{text.details}</span>
          <span className="hidden group-open:inline">{text.collapse}</span>
          <Icon name="chevronDown" className="size-4 transition group-open:rotate-180" />
        </summary>
        <div className="grid grid-cols-1 gap-6 px-5 pb-6 sm:px-6">
          <div>
            <h5 className="font-bold text-ink-900">{text.objectives}</h5>
            <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
              {exercise.objectives.map((objective) => (
                <li key={objective} className="flex gap-2"><Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-600" />{objective}</li>
              ))}
            </ul>
          </div>
          <div>
            <h5 className="font-bold text-ink-900">{text.steps}</h5>
            <ol className="mt-3 space-y-3">
              {exercise.steps.map((step, index) => (
                <li key={step.task} className="flex gap-3 rounded-xl bg-ink-50 p-4">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white">{index + 1}</span>
                  <div className="min-w-0 text-sm wrap-break-word">
                    <p className="font-semibold text-ink-900">{step.task}</p>
                    <p className="mt-1 text-ink-700">{step.instruction}</p>
                    <p className="mt-2 text-ink-600"><span className="font-semibold text-brand-700">{text.deliverable}:</span> {step.deliverable}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h5 className="font-bold text-ink-900">{text.resources}</h5>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
              {exercise.resources.map((resource) => <li key={resource}>{resource}</li>)}
            </ul>
          </div>
          <div data-solution="">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h5 className="font-bold text-ink-900">{text.solution} <span className="font-mono text-sm font-normal text-ink-500 wrap-anywhere">{exercise.solution.fileName}</span></h5>
              <a href={file} download={exercise.solution.fileName} className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-50 px-3.5 text-sm font-semibold text-brand-700 hover:bg-brand-100">
                <Icon name="download" className="size-4" />{text.download}
              </a>
            </div>
            {/* Filled from the file when the card opens (exerciseBoard.behavior.ts); without JavaScript, the link opens it. */}
            <pre tabIndex={0} data-solution-src={file} className="js-only mt-3 max-h-80 overflow-auto rounded-xl bg-ink-900 p-4 text-xs leading-relaxed text-ink-100" />
            <a href={file} className="no-js-only mt-2 inline-block text-sm font-semibold text-brand-700 underline">{text.view}</a>
          </div>
        </div>
      </details>
    </article>
  );
}
