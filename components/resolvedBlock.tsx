/**
 * The one place a block meets the page it is on: reads the page and the site's data from context,
 * resolves the block's props with its spec (the same `resolve` the validator ran over every use, so
 * it cannot meet a writer's mistake here), and renders the block with what that returns, and with
 * the page's picture lookup (parts/pictureLookup.ts), which exists only once the build has made the
 * pictures. The blocks themselves are pure functions of their props, rendered in tests from a small
 * fixture. The MDX element map's links, pictures and code (mdx.tsx) meet the page here too.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { PageFrontmatter, SiteData } from '../content/schema.ts';
import type { BlockPageFacts } from './blocks/defineBlock.ts';
import type { CopyLabels } from './parts/CopyButton.tsx';
import { pictureLookup, type PictureOf } from './parts/pictureLookup.ts';
import { useSite } from './SiteContext.tsx';

/** The content page being rendered, as the blocks and the element map meet it. */
function useContentPage(what: string): { page: BlockPageFacts<PageFrontmatter>; data: SiteData; pictureOf: PictureOf } {
  const { data, route, content, images } = useSite();
  if (!content || route === null) throw new Error(`<${what}> is used outside a content page`);
  return { page: { file: content.file, route, frontmatter: content.frontmatter }, data, pictureOf: pictureLookup(images, content.file) };
}

/** `resolve`: the block spec's own (blocks/<Block>/resolve.ts), so what renders is what the validator resolved. */
export function resolvedBlock<Props extends object, R extends object>(resolve: (props: Props, page: BlockPageFacts<PageFrontmatter>, site: SiteData) => R, Block: ComponentType<R & { pictureOf: PictureOf; children?: ReactNode }>) {
  function ResolvedBlock({ children, ...props }: Props & { children?: ReactNode }) {
    const { page, data, pictureOf } = useContentPage(Block.name);
    const resolved = resolve(props as Props, page, data);
    return <Block {...resolved} pictureOf={pictureOf}>{children}</Block>;
  }
  ResolvedBlock.displayName = `Resolved(${Block.name})`;
  /** The pure block it renders, so a parent can tell its children apart (a Tab numbers its Steps). */
  ResolvedBlock.block = Block;
  return ResolvedBlock;
}

/** What an element of the MDX map needs of its page: the route its links are written for, the copy button's wording, its pictures. */
export interface ElementPage {
  route: string;
  copy: CopyLabels;
  pictureOf: PictureOf;
}

/** An element of the MDX map (a link, a picture, a code block) rendered for the page it is on. */
export function resolvedElement<Props extends object>(name: string, render: (props: Props, page: ElementPage) => ReactNode) {
  function ResolvedElement(props: Props) {
    const { page, data, pictureOf } = useContentPage(name);
    return render(props, { route: page.route, copy: { copy: data.labels.copy, copied: data.labels.copied }, pictureOf });
  }
  ResolvedElement.displayName = `Resolved(${name})`;
  return ResolvedElement;
}

/** Whether an element renders `Block`, itself or through its resolving wrapper (as MDX passes it). */
export function rendersBlock(element: ReactElement, Block: ComponentType<never>): boolean {
  const { type } = element;
  return type === Block || (typeof type === 'function' && 'block' in type && type.block === Block);
}
