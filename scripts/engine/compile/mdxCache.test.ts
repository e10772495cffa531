import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createMdxCompiler, mdxSource, type MdxOptions } from './mdxCache.ts';
import { mdxCode, mdxOptions } from './mdxOptions.ts';
import { parseMdxBody } from '../parse/outlineMdx.ts';
import { projectRoot } from '../core/paths.ts';

// Inside the project, so @mdx-js/mdx and the plugins resolve from here as they do for the site.
const root = mkdtempSync(path.join(projectRoot, 'node_modules', '.cache', 'mdx-cache-test-'));
const file = path.join(root, 'content', 'trang.mdx');
let dir: string;
let run = 0;

beforeEach(() => {
  dir = path.join(root, `cache-${++run}`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = `---
type: page
title: Bài học
---

# Quản lý vốn

| Tiêu chí | Thủ công |
|---|---|
| Thời gian | 2 giờ |

<Tabs><Tab id="a" label="Một">Nội dung</Tab></Tabs>
`;

const compiler = (options: MdxOptions = mdxOptions, code = mdxCode) => createMdxCompiler(options, { root, ...code, dir });

describe('createMdxCompiler', () => {
  it('reuses a page compiled before when nothing changed', async () => {
    const first = await compiler().compile(mdxSource(page), file);
    const again = compiler();
    expect(await again.compile(mdxSource(page), file)).toBe(first);
    expect(again.stats).toEqual({ reused: 1, computed: 0 });
  });

  it('gives exactly what MDX compiles without the cache', async () => {
    const uncached = String(await compile({ path: file, value: mdxSource(page) }, { ...mdxOptions, outputFormat: 'function-body' }));
    const fresh = await compiler().compile(mdxSource(page), file);
    const reused = compiler();
    expect(readFileSync(await reused.compile(mdxSource(page), file), 'utf8')).toBe(uncached);
    expect(readFileSync(fresh, 'utf8')).toBe(uncached);
    expect(reused.stats.reused).toBe(1);
  });

  it('compiles again when the page changes', async () => {
    await compiler().compile(mdxSource(page), file);
    const again = compiler();
    const edited = await again.compile(mdxSource(page.replace('2 giờ', '3 giờ')), file);
    expect(again.stats).toEqual({ reused: 0, computed: 1 });
    expect(readFileSync(edited, 'utf8')).toContain('3 giờ');
  });

  it('reuses the page when only frontmatter values change, and when only its Unicode form differs', async () => {
    await compiler().compile(mdxSource(page), file);
    const again = compiler();
    await again.compile(mdxSource(page.replace('title: Bài học', 'title: Bài học mới')), file);
    await again.compile(mdxSource(page.normalize('NFD')), file);
    expect(again.stats).toEqual({ reused: 2, computed: 0 });
  });

  it('compiles again when a plugin option, the plugin list or a plugin package changes', async () => {
    await compiler().compile(mdxSource(page), file);
    const withDetect = compiler({ ...mdxOptions, rehypePlugins: [rehypeSlug, [rehypeHighlight, { detect: true }]] });
    await withDetect.compile(mdxSource(page), file);
    expect(withDetect.stats).toEqual({ reused: 0, computed: 1 });

    const withoutGfm = compiler({ rehypePlugins: [rehypeSlug, [rehypeHighlight, { detect: false }]] });
    const plain = await withoutGfm.compile(mdxSource(page), file);
    expect(withoutGfm.stats.computed).toBe(1);
    expect(readFileSync(plain, 'utf8')).not.toContain('_components.table');

    // A plugin package of this project's own (its version keys the cache like an npm plugin's).
    const plugin = path.join(root, 'node_modules', 'remark-local');
    mkdirSync(plugin, { recursive: true });
    writeFileSync(path.join(plugin, 'package.json'), JSON.stringify({ name: 'remark-local', version: '1.0.0' }));
    const withLocal = (options: MdxOptions) => compiler(options, { packages: [...mdxCode.packages, 'remark-local'], files: [] });
    const options: MdxOptions = { ...mdxOptions, remarkPlugins: [remarkGfm] };
    await withLocal(options).compile(mdxSource(page), file);
    writeFileSync(path.join(plugin, 'package.json'), JSON.stringify({ name: 'remark-local', version: '1.0.1' }));
    const upgraded = withLocal(options);
    await upgraded.compile(mdxSource(page), file);
    expect(upgraded.stats).toEqual({ reused: 0, computed: 1 });
  });

  it('compiles again when the file of a plugin written in the project changes', async () => {
    writeFileSync(path.join(root, 'remarkNothing.ts'), 'export default function remarkNothing() {}\n');
    const withFile = () => compiler(mdxOptions, { packages: mdxCode.packages, files: ['remarkNothing.ts'] });
    await withFile().compile(mdxSource(page), file);
    writeFileSync(path.join(root, 'remarkNothing.ts'), 'export default function remarkNothing() { return undefined; }\n');
    const edited = withFile();
    await edited.compile(mdxSource(page), file);
    expect(edited.stats).toEqual({ reused: 0, computed: 1 });
  });

  it('leaves components out of the compiled page: they come from the components prop at render, so editing one recompiles nothing', async () => {
    const code = readFileSync(await compiler().compile(mdxSource(page), file), 'utf8');
    expect(code).toContain('...props.components');
    expect(code).not.toMatch(/^\s*import\s|\bimport\(|\brequire\(/m);
  });

  describe('compileTree', () => {
    // The tree the content's reader parses (parse/outlineMdx.ts), handed to the build.
    const treeOf = parseMdxBody;
    const unseen = () => mdxSource(page.replace('2 giờ', `${Date.now()}-${Math.random()} giờ`));

    it("compiles from the reader's tree exactly what it compiles from the text, and the next build reuses it", async () => {
      const source = unseen();
      const fromTree = compiler().compileTree(treeOf(source), source, file);
      const fromText = String(await compile({ path: file, value: source }, { ...mdxOptions, outputFormat: 'function-body' }));
      expect(fromTree && readFileSync(fromTree, 'utf8')).toBe(fromText);
      const next = compiler();
      expect(await next.compile(source, file)).toBe(fromTree);
      expect(next.stats).toEqual({ reused: 1, computed: 0 });
    });

    it('gives nothing for a page that parses but does not compile, and compile() then says why', async () => {
      // Two layouts parse as MDX, but a page has one at most.
      const source = `export default function A() {}\n\nexport default function B() {}\n${unseen()}`;
      const tried = compiler();
      expect(tried.compileTree(treeOf(source), source, file)).toBeUndefined();
      await expect(tried.compile(source, file)).rejects.toThrow(/layout/i);
    });
  });
});
