import type { ReactNode } from 'react';
import { ContentIcon } from '../../icons/ContentIcon.tsx';

/**
 * The glass panel every hero visual sits in, with a window bar of three dots. Decorative:
 * the facts it draws are already in the hero's text, so screen readers skip it.
 */
export function VisualFrame({ kind, children, className = '' }: { kind: string; children: ReactNode; className?: string }) {
  return (
    <figure aria-hidden="true" data-hero-visual={kind}
      className={`hero-visual m-0 overflow-hidden rounded-2xl bg-brand-900/60 shadow-lift ring-1 ring-white/15 ${className}`}>
      <div className="flex items-center gap-1.5 border-b border-white/10 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-red-400/80" />
        <span className="size-2.5 rounded-full bg-accent-400/80" />
        <span className="size-2.5 rounded-full bg-green-400/80" />
      </div>
      {children}
    </figure>
  );
}

/** One node of a drawn flow: a card's icon and title. */
export interface VisualNode {
  icon?: string;
  title: string;
}

/** A node's icon as content names it (a Lucide name or an emoji), or `fallback` when it has none. */
export function NodeIcon({ node, fallback, className = 'size-4' }: { node: VisualNode; fallback?: ReactNode; className?: string }) {
  return node.icon ? <ContentIcon name={node.icon} className={className} /> : <>{fallback}</>;
}

/** A node's steps (its card's `items`) as a row of dots: how much each part of the flow holds. */
export function StepDots({ count, className = '' }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span className={`flex shrink-0 gap-0.5 ${className}`} data-visual-steps={count}>
      {Array.from({ length: count }, (_, index) => <span key={index} className="size-1.5 rounded-full bg-accent-400/80" />)}
    </span>
  );
}
