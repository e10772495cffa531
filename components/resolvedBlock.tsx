/**
 * The one place a block meets the page it is on: reads the page and the site's data from context,
 * resolves the block's props with its spec (the same `resolve` the validator ran over every use, so
 * it cannot meet a writer's mistake here), and renders the block with what that returns. The blocks
 * themselves are pure functions of their resolved props, rendered in tests from a small fixture.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { PageFrontmatter, SiteData } from '../content/schema.ts';
import type { BlockPageFacts } from './blocks/defineBlock.ts';
import { useSite } from './SiteContext.tsx';

/** `resolve`: the block spec's own (blocks/<Block>/resolve.ts), so what renders is what the validator resolved. */
export function resolvedBlock<Props extends object, R extends object>(resolve: (props: Props, page: BlockPageFacts<PageFrontmatter>, site: SiteData) => R, Block: ComponentType<R & { children?: ReactNode }>) {
  function ResolvedBlock({ children, ...props }: Props & { children?: ReactNode }) {
    const { data, route, content } = useSite();
    if (!content || route === null) throw new Error(`<${Block.name}> is used outside a content page`);
    const resolved = resolve(props as Props, { file: content.file, route, frontmatter: content.frontmatter }, data);
    return <Block {...resolved}>{children}</Block>;
  }
  ResolvedBlock.displayName = `Resolved(${Block.name})`;
  /** The pure block it renders, so a parent can tell its children apart (a Tab numbers its Steps). */
  ResolvedBlock.block = Block;
  return ResolvedBlock;
}

/** Whether an element renders `Block`, itself or through its resolving wrapper (as MDX passes it). */
export function rendersBlock(element: ReactElement, Block: ComponentType<never>): boolean {
  const { type } = element;
  return type === Block || (typeof type === 'function' && 'block' in type && type.block === Block);
}
