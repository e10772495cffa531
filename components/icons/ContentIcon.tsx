import { lucideIcon } from '../../lib/lucideIcons.ts';
import { LucideSvg } from './LucideSvg.tsx';

/**
 * An icon content names by its Lucide name (`trending-up`); the schema has checked the name.
 * Server-rendered only: the map holds the whole set, which must never reach a browser bundle.
 */
export function ContentIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const node = lucideIcon(name);
  return node ? <LucideSvg node={node} className={className} /> : null;
}
