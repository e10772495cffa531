import { ContentIcon } from '../icons/ContentIcon.tsx';

/** The label above a page's headline, led by the Lucide icon the content names (`badgeIcon`). */
export function HeroBadge({ text, icon }: { text: string; icon?: string | undefined }) {
  return (
    <p data-slot="badge" className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-100">
      {icon && <span aria-hidden="true" className="text-accent-400"><ContentIcon name={icon} className="size-4" /></span>}
      {text}
    </p>
  );
}
