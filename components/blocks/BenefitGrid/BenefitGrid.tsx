import { useFrontmatter } from '../../SiteContext.tsx';

/** The home page's benefit blurbs, as a grid of cards. */
export function BenefitGrid() {
  const { benefits } = useFrontmatter('home');
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200">
          <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-brand-50 text-2xl">{benefit.icon}</span>
          <h3 className="mt-4 font-bold text-ink-900">{benefit.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{benefit.description}</p>
        </li>
      ))}
    </ul>
  );
}
