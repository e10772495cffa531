import { describe, expect, it } from 'vitest';
import { differences, pageShown } from './samePage.ts';

const ours = `<html><body><header><a>Menu</a></header><main><section><h1 id="a">Bài 1: <strong>vốn</strong></h1>
  <dl class="x"><div><dt>thời lượng</dt><dd><svg></svg>3 giờ</dd></div></dl>
  <table><tr><th>Tiêu chí</th></tr><tr><td>15 phút</td></tr></table>
  <div role="tablist"><button role="tab">Chuẩn bị</button></div><section role="tabpanel"><h3>Chuẩn bị</h3><p>Văn bản.</p></section>
  </section></main></body></html>`;
const theirs = `<!DOCTYPE html><html><body><main id="main"><h1>Bài 1: <b>vốn</b></h1><dl><div><dt>thời lượng</dt><dd>3 giờ</dd></div></dl>
  <table><thead><tr><th>Tiêu chí</th></tr></thead><tbody><tr><td>15 phút</td></tr></tbody></table>
  <div role="tablist"><button role="tab">Chuẩn bị</button></div><section role="tabpanel"><h3>Chuẩn bị</h3>
  <p>Văn   bản.</p></section></main></body></html>`;

describe('samePage', () => {
  it('finds two builds of a page alike when they show the same things in different markup', () => {
    expect(differences(pageShown(ours), pageShown(theirs), ['3 giờ', 'thời lượng'])).toEqual([]);
  });

  it('names what one build shows differently or leaves out', () => {
    const other = theirs.replace('15 phút', '20 phút').replace('<dd>3 giờ</dd>', '<dd>4 giờ</dd>');
    expect(differences(pageShown(ours), pageShown(other), ['3 giờ'])).toEqual([
      'table: ours ["Tiêuchí","15phút"], theirs ["Tiêuchí","20phút"]',
      'fact "3 giờ" missing from theirs',
    ]);
  });
});
