import { ContentIcon } from '../icons/ContentIcon.tsx';

/** A hero's facts as chips on a dark background: icon, label and value (the page's own reading of its schedule). */
export function FactChips({ facts, className = '' }: { facts: { icon: string; label: string; value: string }[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2.5 ${className}`}>
      {facts.map((fact) => (
        <li key={fact.label} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm ring-1 ring-white/15">
          <span aria-hidden="true"><ContentIcon name={fact.icon} className="size-4" /></span>
          <span className="text-brand-200">{fact.label}:</span>
          <span className="font-semibold">{fact.value}</span>
        </li>
      ))}
    </ul>
  );
}
