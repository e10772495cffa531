import { describe, expect, it } from 'vitest';
import { syntheticPage } from '../syntheticPages.ts';
import { linkTargetPage } from '../syntheticSite.ts';
import { astroPage } from './astroPages.ts';

describe('astroPage', () => {
  const page = astroPage(syntheticPage(7));

  it('keeps the frontmatter facts and names the layout', () => {
    expect(page).toMatch(/^---\nlayout: \.\.\/\.\.\/layouts\/Page\.astro\ntype: landing\ntitle: Bài 7 – /);
    expect(page).toContain('  - percent: 67');
  });

  it('imports the blocks and hands them the facts they show', () => {
    expect(page).toContain("import StatTiles from '../../components/StatTiles.astro';");
    expect(page).toContain('<StatTiles stats={frontmatter.stats} cards={frontmatter.cards} />');
    expect(page).toContain('<CardGrid cards={frontmatter.cards.goals} columns={3} />');
    expect(page).toContain('<CtaBand id="dang-ky" actions={frontmatter.actions.final}>');
    expect(page).toContain('<Tabs tabs={[{"id":"chuan-bi","label":"Chuẩn bị"},{"id":"trien-khai","label":"Triển khai"}]}>');
    expect(page).toContain('<Tab active id="chuan-bi"');
    expect(page).toContain('<Tab id="trien-khai"');
  });

  it('keeps the prose and the table as they are', () => {
    const prose = syntheticPage(7).split('\n').filter((line) => line.startsWith('|') || line.startsWith('## ') || line.startsWith('# '));
    for (const line of prose) expect(page).toContain(line);
  });

  it('finds the layout and blocks from a page at the top of src/pages', () => {
    const home = astroPage(linkTargetPage({ slug: 'index', title: 'Trang chủ', text: 'Một đoạn văn.' }), '..');
    expect(home).toMatch(/^---\nlayout: \.\.\/layouts\/Page\.astro\ntype: page\ntitle: Trang chủ\n/);
    expect(home).toContain('# Trang chủ\n\nMột đoạn văn.');
    expect(home).toContain("import Section from '../components/Section.astro';");
  });
});
