/**
 * A published page nothing links to (orphanPages.ts), on the fixture site (scripts/testing/fixtureSite/):
 * its home page links to /su-kien, which its menu (data/nav.yaml) lists too; each case adds the pages
 * it needs, and the check runs as `npm run check` runs it, told which files the writer changed.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../core/problem.ts';
import { fixtureSite } from '../../../testing/fixtureSite/definition.ts';
import { inFixtureCopy, type FixtureFiles } from '../../../testing/fixtureSite/loadFixture.ts';
import { inFileOrder } from '../inFileOrder.ts';
import { validateContent } from '../validateContent.ts';

const page = (title: string, { front = [] as string[], body = '' } = {}) =>
  ['---', 'type: page', `title: ${title}`, `description: Trang ${title} của site mẫu.`, ...front, '---', '', `# ${title}`, '', body, ''].join('\n');

function orphans(files: FixtureFiles, changed: string[] = []): Problem[] {
  return inFixtureCopy(files, (content, root) =>
    inFileOrder(validateContent(fixtureSite, content, root, { today: '2026-01-01', changed: new Set(changed) }).problems).filter((problem) => problem.rule === 'orphan'));
}

describe('a page nothing links to', () => {
  it('is a warning at its first line, naming the menu file and the link to write', () => {
    expect(orphans({ 'gioi-thieu.mdx': page('Giới thiệu') }).map(formatProblem)).toEqual([
      'content/gioi-thieu.mdx:1:1  orphan  warning: không trang, menu hay mục dữ liệu nào liên kết tới trang /gioi-thieu nên khách chỉ vào được khi biết địa chỉ; '
        + 'thêm nó vào menu trong content/data/nav.yaml hoặc đặt một liên kết [tên trang](/gioi-thieu) trong một trang khác',
    ]);
  });

  it('is listed after the errors when the writer has just added or changed it', () => {
    expect(orphans({ 'gioi-thieu.mdx': page('Giới thiệu') }, ['content/gioi-thieu.mdx']).map((problem) => problem.listed)).toEqual([true]);
    expect(orphans({ 'gioi-thieu.mdx': page('Giới thiệu') }).map((problem) => problem.listed)).toEqual([undefined]);
  });

  it('is none once a menu, another page\'s text or frontmatter, or a part of it links to the page', () => {
    const nav = 'main:\n  - label: Sự kiện\n    href: /su-kien\n  - label: Giới thiệu\n    href: /gioi-thieu/\n';
    expect(orphans({ 'gioi-thieu.mdx': page('Giới thiệu'), 'data/nav.yaml': nav })).toEqual([]);
    expect(orphans({ 'gioi-thieu.mdx': page('Giới thiệu'), 'lien-he.mdx': page('Liên hệ', { body: 'Đọc [về chúng tôi](/gioi-thieu#doi-ngu).' }), 'data/nav.yaml': 'main:\n  - label: Liên hệ\n    href: /lien-he\n' })).toEqual([]);
    expect(orphans({ 'gioi-thieu.mdx': page('Giới thiệu'), 'index.mdx': page('Trang chủ', { front: ['actions:', '  - label: Về chúng tôi', '    href: /gioi-thieu'], body: 'Xem [sự kiện](/su-kien).' }) })).toEqual([]);
  });

  it('is still one when only the page itself or a draft links to it, and a draft is never one', () => {
    const self = page('Giới thiệu', { body: 'Về [đầu trang](/gioi-thieu).' });
    const draft = page('Nháp', { front: ['draft: true'], body: 'Xem [giới thiệu](/gioi-thieu).' });
    expect(orphans({ 'gioi-thieu.mdx': self, 'nhap.mdx': draft }).map((problem) => problem.file)).toEqual(['content/gioi-thieu.mdx']);
  });

  it('is never the home page nor the not-found page', () => {
    expect(orphans({ 'index.mdx': page('Trang chủ', { body: 'Không có liên kết.' }), '404.mdx': page('Không tìm thấy'), 'data/nav.yaml': 'main:\n  - label: Sự kiện\n    href: /su-kien\n' })).toEqual([]);
  });

  it('is not reported while a page cannot be read, its links being unknown', () => {
    expect(orphans({ 'gioi-thieu.mdx': page('Giới thiệu'), 'hong.mdx': '---\ntype: page\ntitle: [Hỏng\n---\n\n# Hỏng\n' })).toEqual([]);
  });
});
