import { describe, expect, it } from 'vitest';
import { wordKey } from '../lib/unbreakableRuns.ts';
import { keepWordsTogether } from './keepWordsTogether.ts';

const words = new Set(['vận hành', 'hệ thống', 'tư vấn', 'đăng ký', 'học viên'].map(wordKey));
const keep = (html: string, names: string[] = []) => keepWordsTogether(html, words, names);
/** The HTML without the pass's spans: what React wrote. */

describe('keepWordsTogether', () => {
  it('keeps a heading’s words whole and leaves prose alone', () => {
    expect(keep('<h2>Hệ thống vận hành</h2><p>Hệ thống vận hành</p>')).toBe(
      '<h2><span class="keep-text"><span class="keep-whole">Hệ thống</span> <span class="keep-whole">vận hành</span></span></h2><p>Hệ thống vận hành</p>',
    );
  });

  it('wraps a text that is one run in no second span', () => {
    expect(keep('<button type="button">Đăng ký</button>')).toBe('<button type="button"><span class="keep-whole">Đăng ký</span></button>');
  });

  it('keeps the loose text of a flex button one piece, so the button’s gap stays between icon and text', () => {
    expect(keep('<a class="inline-flex gap-2 rounded-xl px-5" href="/x"><svg><text>vận hành</text></svg>Vào nhóm tư vấn</a>')).toBe(
      '<a class="inline-flex gap-2 rounded-xl px-5" href="/x"><svg><text>vận hành</text></svg><span class="keep-text">Vào nhóm <span class="keep-whole">tư vấn</span></span></a>',
    );
  });

  it('reads a text React wrote in parts as one, and a number with its unit across the parts', () => {
    expect(keep('<span class="rounded-full px-3">12<!-- --> <!-- -->buổi</span>')).toBe('<span class="rounded-full px-3"><span class="keep-whole">12<!-- --> <!-- -->buổi</span></span>');
  });

  it('finds chips, badges, bold titles and tabs, and names from the content', () => {
    const html = [
      '<span class="rounded-full bg-green-50 px-2.5">ZALO TƯ VẤN</span>',
      '<p data-slot="badge">Tư vấn</p>',
      '<p class="text-lg font-bold">Trần Minh Khoa</p>',
      '<div role="tab">Học viên</div>',
    ].join('');
    expect(keep(html, ['Trần Minh Khoa']).match(/<span class="keep-whole">[^<]*<\/span>/g)).toEqual([
      '<span class="keep-whole">TƯ VẤN</span>',
      '<span class="keep-whole">Tư vấn</span>',
      '<span class="keep-whole">Trần Minh Khoa</span>',
      '<span class="keep-whole">Học viên</span>',
    ]);
  });

  it('leaves code, scripts and pictures inside a label as they are', () => {
    const html = '<h3><code>vận hành</code><script>const a = "<h2>vận hành</h2>";</script><svg><title>vận hành</title></svg></h3>';
    expect(keep(html)).toBe(html);
  });

  it('keeps character references and every other byte as React wrote them', () => {
    const html = '<h2 id="a&amp;b" class="x">Vận hành &amp; &quot;tư vấn&#x27; <em>hệ thống</em></h2><br/><input value="tư vấn">';
    const kept = keep(html);
    expect(kept).toBe('<h2 id="a&amp;b" class="x"><span class="keep-text"><span class="keep-whole">Vận hành</span> &amp; &quot;<span class="keep-whole">tư vấn</span>&#x27; </span><em><span class="keep-whole">hệ thống</span></em></h2><br/><input value="tư vấn">');
    expect(kept.replace(/<span class="keep-(whole|text)">|<\/span>/g, '')).toBe(html);
  });

  it('returns the same HTML where no label holds a run', () => {
    const html = '<main><h1>Bot</h1><p>vận hành</p></main>';
    expect(keep(html)).toBe(html);
  });
});
