import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { FrontmatterOf } from '../../../content/schema.ts';
import { contentDir } from '../../../scripts/engine/core/paths.ts';
import { offering, offeringLabels, pageWith, renderBlock } from '../../../scripts/testing/blockFixtures.ts';
import { problemsAdded } from '../../../scripts/testing/scratchContent.ts';
import { MissingFact } from '../defineBlock.ts';
import { Packages } from './Packages.tsx';
import { resolvePackages } from './resolve.ts';

const course = (packages?: FrontmatterOf<'course'>['packages']): FrontmatterOf<'course'> => ({
  title: 'Khóa học', description: 'Một khóa học.', searchable: true, draft: false, type: 'course', offering: 'bot', curriculum: [], ...(packages ? { packages } : {}),
});
const labels = { ...offeringLabels, sessionRange: 'Buổi' };

describe('Packages', () => {
  it('shows each package with its sessions and discount, then the full course at its own price, featured', () => {
    const page = pageWith(course([{ name: 'Gói 1', detail: 'Nhập môn', sessions: [1, 2], price: 1_500_000, originalPrice: 2_000_000 }]));
    const view = resolvePackages({}, page, { courses: { bot: offering({ price: 6_000_000, originalPrice: 8_000_000 }) }, labels });
    const html = renderBlock(createElement(Packages, view));
    const cards = html.split('<li ').slice(1);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('>Gói 1</h3>');
    expect(cards[0]).toContain('>Buổi 1, 2</p>');
    expect(cards[0]).toContain('1.500.000');
    expect(cards[0]).toContain('>Giảm 25%</span>');
    expect(cards[1]).toContain('bg-linear-to-br from-brand-600');
    expect(cards[1]).toContain('>Bot giao dịch</h3>');
    expect(cards[1]).toContain('12 buổi · 2 tháng');
    expect(cards[1]).toContain('6.000.000');
  });

  it('needs the course’s price and original price', () => {
    expect(() => resolvePackages({}, pageWith(course()), { courses: { bot: offering({ originalPrice: 8_000_000 }) }, labels })).toThrow(MissingFact);
    expect(() => resolvePackages({}, pageWith(course()), { courses: { bot: offering({ price: 6_000_000 }) }, labels })).toThrow(MissingFact);
  });

  it('reports a course without a price once, at the block, saying where to add it', () => {
    // A blank line in its place, so every other message keeps its line.
    const courses = readFileSync(path.join(contentDir, 'data/courses.yaml'), 'utf8').replace(/^(ai-chatbot:\n(?:  .*\n)*?)  price: .*\n/m, '$1\n');
    expect(courses).not.toMatch(/^ai-chatbot:\n(?:  .*\n)*?  price:/m);
    const problems = problemsAdded({ 'data/courses.yaml': courses });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/mastering-ai-chatbot-n8n\.mdx:\d+:\d+ +fact +Packages: .*courses\.yaml.*price/);
  }, 120_000);
});
