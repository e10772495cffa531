import type { StatRingsView } from './resolve.ts';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The page's percentage stats (`percent:`) drawn as rings, in SVG rendered at build time. */
export function StatRings({ rings }: StatRingsView) {
  return (
    <ul className="mt-10 flex flex-wrap justify-center gap-10">
      {rings.map(({ label, percent }) => (
        <li key={label} className="flex flex-col items-center">
          <div className="relative size-44">
            <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
              <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-brand-100" />
              <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" strokeLinecap="round" className="stroke-accent-500"
                strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)} />
            </svg>
            <span className="absolute inset-0 grid place-items-center text-4xl font-extrabold text-ink-900">{percent}%</span>
          </div>
          <p className="mt-3 max-w-[12rem] text-center font-semibold text-ink-700">{label}</p>
        </li>
      ))}
    </ul>
  );
}
