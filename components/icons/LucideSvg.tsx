import type { IconNode } from 'lucide';

/** Draws one Lucide icon as inline SVG (no icon font, no request); decorative unless its control labels it. */
export function LucideSvg({ node, className = 'size-5', filled = false }: { node: IconNode; className?: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" data-icon=""
      fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      {node.map(([Tag, attributes], index) => <Tag key={index} {...attributes} />)}
    </svg>
  );
}
