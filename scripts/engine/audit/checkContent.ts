/**
 * Everything `npm run check` verifies, from the content alone, without building: the shared data
 * and every page's frontmatter (schemas, references, facts, NFC, consistency, placeholders,
 * publishing) and MDX (blocks and their props, ids, raw HTML, Markdown that would show as typed),
 * and every address the content writes (pages, anchors, files in public/, images, embeds, new-tab
 * links: validate/links/). `npm run build` reads the same, then audits the built HTML as a safety net.
 */
import { loadContent, type LoadDefinition, type LoadedContent } from '../derive/loadContent.ts';
import { listPageFiles } from '../read/listContentFiles.ts';

/** `pageCount`: every page file checked, those left out for a mistake of their own included. */
export function checkContent(definition: LoadDefinition, contentDir: string, root: string): Pick<LoadedContent, 'pages' | 'problems'> & { pageCount: number } {
  const { pages, problems } = loadContent(definition, contentDir, root);
  return { pages, problems, pageCount: listPageFiles(contentDir).length };
}
