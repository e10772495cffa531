import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { listContentPages, readSiteData } from '../../../scripts/testing/content.ts';
import { HeroVisual } from './HeroVisual.tsx';
import { heroVisualOf } from './heroVisualOf.ts';

const { courses } = readSiteData();
const programmes = listContentPages().flatMap(({ route, frontmatter }) =>
  (frontmatter.type === 'course' || frontmatter.type === 'bootcamp') ? [{ route, frontmatter }] : []);

/**
 * What a visitor sees drawn, without its words and icons: the shapes, their number and their sizes.
 * Two programmes that differ only in their cards' titles or icons would still share a drawing.
 */
function drawingOf(html: string): string {
  const shapes = (nodes: Nodes[]): unknown[] => nodes.flatMap((node) => {
    if (node.type === 'root') return shapes(node.children);
    if (node.type !== 'element' || 'dataIcon' in node.properties) return [];
    return [[node.tagName, node.properties, shapes(node.children)]];
  });
  return JSON.stringify(shapes([fromHtml(html, { fragment: true })]));
}

describe('HeroVisual', () => {
  const drawings = programmes.map(({ route, frontmatter }) => {
    const course = courses[frontmatter.offering]!;
    const visual = heroVisualOf(frontmatter, course);
    // What used to draw the one chart: a system architecture, trading platforms or bots to build.
    const trading = Boolean(frontmatter.cards?.architecture ?? frontmatter.cards?.platforms) || course.projects.length > 0;
    return { route, trading, kind: visual?.kind, drawing: visual ? drawingOf(renderToStaticMarkup(createElement(HeroVisual, { visual }))) : '' };
  });

  it('draws a visual for every course and bootcamp page', () => {
    expect(programmes.length).toBeGreaterThanOrEqual(7);
    for (const { route, drawing } of drawings) expect(drawing, route).not.toBe('');
  });

  it('never draws two programmes alike, even leaving out their words and icons', () => {
    for (const [index, one] of drawings.entries()) {
      for (const other of drawings.slice(index + 1)) expect(one.drawing, `${one.route} and ${other.route} share a drawing`).not.toBe(other.drawing);
    }
  });

  it('gives the trading programmes three different kinds of drawing, not one chart', () => {
    // The three that shared one made-up candlestick chart (issue 29).
    const trading = drawings.filter((drawing) => drawing.trading).map(({ kind }) => kind);
    expect(trading).toHaveLength(3);
    expect(new Set(trading).size).toBe(trading.length);
  });
});
