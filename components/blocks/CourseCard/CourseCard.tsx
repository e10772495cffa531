import { laterTextAttributes } from '../../parts/courseStatus.ts';
import { ActionLink } from '../../ActionLink.tsx';
import { ContentIcon } from '../../icons/ContentIcon.tsx';
import { Icon } from '../../icons/Icon.tsx';
import type { CourseCardView } from './resolve.ts';

/** The featured course (shared data, by id): its facts, its projects and the page's calls to action. */
export function CourseCard({ status, title, subtitle, facts, priceLabel, price, actions, projects }: CourseCardView) {
  return (
    <article className="mx-auto mt-12 grid max-w-5xl overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-card lg:grid-cols-[1.1fr_1fr]">
      <div className="p-6 sm:p-10">
        <p className="inline-flex rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-700 ring-1 ring-green-200" {...laterTextAttributes(status.later)}>{status.text}</p>
        <h3 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{title}</h3>
        <p className="mt-3 text-ink-600">{subtitle}</p>
        <dl className="mt-6 grid gap-3 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-xl bg-ink-50 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-500"><Icon name={fact.icon} className="size-4" />{fact.label}</dt>
              <dd className="mt-1 font-semibold text-ink-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 flex items-baseline gap-2">
          <span className="text-sm text-ink-500">{priceLabel}</span>
          <span className="text-3xl font-extrabold text-brand-700">{price}</span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {actions.map((action, index) => (
            <ActionLink key={action.label} action={action} variant={index === 0 ? 'hero' : 'outline'} size="lg" />
          ))}
        </div>
      </div>
      <ul className="grid content-center gap-4 bg-linear-to-br from-brand-50 to-brand-100/60 p-6 sm:p-10">
        {projects.map((project) => (
          <li key={project.title} className="flex gap-4 rounded-2xl bg-white p-4 shadow-card">
            <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-600/10 text-2xl text-brand-600"><ContentIcon name={project.icon} /></span>
            <div>
              <h4 className="font-bold text-ink-900">{project.title}</h4>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">{project.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
