import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Tokenizer, TokenizerMode, type Token } from 'parse5';
import { describe, expect, it } from 'vitest';
import { scanHtml } from './scanHtml.ts';

type Event = ['start', string, Record<string, string>, boolean] | ['end', string] | ['text', string];

/** What scanHtml reports, with every attribute of each start tag that `names` lists. */
function scan(html: string, names: string[]): Event[] {
  const events: Event[] = [];
  scanHtml(html, {
    startTag(tag) {
      const attributes = Object.fromEntries(names.flatMap((name) => {
        const value = tag.attribute(name);
        return value === undefined ? [] : [[name, value]];
      }));
      expect(html.slice(tag.start, tag.end)).toMatch(/^<[^]*>$/);
      events.push(['start', tag.name, attributes, tag.selfClosing]);
    },
    endTag(name, start, end) {
      expect(html.slice(start, end)).toMatch(/^<\/[^]*>$/);
      events.push(['end', name]);
    },
    text: (start, end) => events.push(['text', html.slice(start, end)]),
  });
  return events;
}

const RAW_TEXT: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  script: TokenizerMode.SCRIPT_DATA,
  ...Object.fromEntries(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript'].map((name) => [name, TokenizerMode.RAWTEXT])),
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

/** The same events from parse5's tokenizer (the standard's state machine), switched into raw text at the same elements. */
function scanWithParse5(html: string, names: string[]): Event[] {
  const events: Event[] = [];
  let text: { start: number; end: number } | undefined;
  const endText = () => {
    if (text) events.push(['text', html.slice(text.start, text.end)]);
    text = undefined;
  };
  const onText = (token: Token.CharacterToken) => {
    text ??= { start: token.location!.startOffset, end: token.location!.endOffset };
    text.end = token.location!.endOffset;
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, {
    onStartTag(tag) {
      endText();
      const attributes = Object.fromEntries(tag.attrs.filter((attr) => names.includes(attr.name)).map((attr) => [attr.name, attr.value]));
      events.push(['start', tag.tagName, attributes, tag.selfClosing]);
      if (RAW_TEXT[tag.tagName] !== undefined && !tag.selfClosing) tokenizer.state = RAW_TEXT[tag.tagName]!;
    },
    onEndTag(tag) {
      endText();
      events.push(['end', tag.tagName]);
    },
    onComment: endText,
    onDoctype: endText,
    onCharacter: onText,
    onWhitespaceCharacter: onText,
    onNullCharacter: onText,
    onEof: endText,
    onParseError: null,
  });
  tokenizer.write(html, true);
  return events;
}

describe('scanHtml', () => {
  it('reads start tags with their attributes, end tags and the text between them', () => {
    expect(scan('<h2 id="a" class=\'big\'>Hệ thống <em data-x=1>vận hành</em></h2>', ['id', 'class', 'data-x'])).toEqual([
      ['start', 'h2', { id: 'a', class: 'big' }, false],
      ['text', 'Hệ thống '],
      ['start', 'em', { 'data-x': '1' }, false],
      ['text', 'vận hành'],
      ['end', 'em'],
      ['end', 'h2'],
    ]);
  });

  it('does not end a tag at a `>` inside a quoted attribute value', () => {
    expect(scan('<a title="1 > 0" data-q=\'<b>\' href="/x">y</a>', ['title', 'data-q', 'href'])).toEqual([
      ['start', 'a', { title: '1 > 0', 'data-q': '<b>', href: '/x' }, false],
      ['text', 'y'],
      ['end', 'a'],
    ]);
  });

  it('passes over comments, so the parts of a text React wrote apart come as texts of their own', () => {
    expect(scan('<span>12<!-- --> <!-- -->buổi</span><!---->x<!-->y<!--->z<!-- a -- b --!>w', [])).toEqual([
      ['start', 'span', {}, false],
      ['text', '12'],
      ['text', ' '],
      ['text', 'buổi'],
      ['end', 'span'],
      ['text', 'x'],
      ['text', 'y'],
      ['text', 'z'],
      ['text', 'w'],
    ]);
  });

  it('reads the text of scripts, styles, titles and text areas as text, up to their own end tag', () => {
    expect(scan('<script>if (a < b) document.write("<a href=\'/x\'></div>")</script><style>a::after{content:"</p>"}</style><title>A <b> &amp; c</title><textarea><img src=/t.png></TEXTAREA >', ['href', 'src'])).toEqual([
      ['start', 'script', {}, false],
      ['text', 'if (a < b) document.write("<a href=\'/x\'></div>")'],
      ['end', 'script'],
      ['start', 'style', {}, false],
      ['text', 'a::after{content:"</p>"}'],
      ['end', 'style'],
      ['start', 'title', {}, false],
      ['text', 'A <b> &amp; c'],
      ['end', 'title'],
      ['start', 'textarea', {}, false],
      ['text', '<img src=/t.png>'],
      ['end', 'textarea'],
    ]);
  });

  it('tells self-closing tags, and reports void elements as start tags alone', () => {
    expect(scan('<br/><img src="/a.png" alt=""><path d="M0 0z" /><input value=x/>', ['src', 'alt', 'd', 'value'])).toEqual([
      ['start', 'br', {}, true],
      ['start', 'img', { src: '/a.png', alt: '' }, false],
      ['start', 'path', { d: 'M0 0z' }, true],
      ['start', 'input', { value: 'x/' }, false],
    ]);
  });

  it('decodes character references in attribute values and leaves them as written in text', () => {
    expect(scan('<a href="/k?a=1&amp;b=2&lt;&#x27;&#39;&copy;" title="R&amp;D &quot;x&quot;">Tư vấn &amp; hỗ trợ&nbsp;</a>', ['href', 'title'])).toEqual([
      ['start', 'a', { href: '/k?a=1&b=2<\'\'©', title: 'R&D "x"' }, false],
      ['text', 'Tư vấn &amp; hỗ trợ&nbsp;'],
      ['end', 'a'],
    ]);
  });

  it('lower-cases names, keeps the first of an attribute written twice, and reads a `<` that opens nothing as text', () => {
    expect(scan('<SVG viewBox="0 0 1 1" ID=a id=b>1 < 2 <3</Svg>', ['viewbox', 'id'])).toEqual([
      ['start', 'svg', { viewbox: '0 0 1 1', id: 'a' }, false],
      ['text', '1 < 2 <3'],
      ['end', 'svg'],
    ]);
  });

  it('passes over a doctype, `<?…>` and `</…>` that is no end tag, and drops a tag cut off by the end of the input', () => {
    expect(scan('<!doctype html><?xml x?>a</>b</ x>c<p class="x', ['class'])).toEqual([
      ['text', 'a'],
      ['text', 'b'],
      ['text', 'c'],
    ]);
  });

  it('gives attribute values that keep none of the page alive, so an audit keeping a link of every page does not keep every page', () => {
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const kept: string[] = [];
    for (let page = 0; page < 100; page += 1) {
      // 200 KB of markup a page, each page a string of its own; links long enough for V8 to make a slice a view.
      const html = `<a href="/khoa-hoc/trang-${page}#lich-hoc" title="R&amp;D ${page}">x</a>${`<p class="text-lg">${page}</p>`.repeat(8_000)}`;
      scanHtml(html, {
        startTag(tag) {
          if (tag.name === 'a') kept.push(tag.attribute('href')!, tag.attribute('title')!);
        },
      });
    }
    collectGarbage();
    expect(kept).toHaveLength(200);
    // The pages come to 20 MB: kept through their links, the heap would hold them all.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(4_000_000);
  });

  it('agrees with the standard’s tokenizer (parse5) on every kind of markup', () => {
    const inputs = [
      '<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>Trang <a href="/x"></title></head><body data-route="/">x</body></html>',
      '<p class="a"b=c d = "e" f=\'g\'h i/j>k</p>',
      '<a href=/x/>y</a><a href="x"title="t">z</a><a =b c==d>e</a>',
      '<script type="application/ld+json">{"a":"</scrip","b":"</script"}</script>',
      '<noscript><a href="/n" id="n">x</a></noscript><iframe src="/f"></iframe><xmp><b></xmp>',
      '<template><img src="/t.png"></template><div hidden>&lt;tag&gt; &#128512; &unknown;</div>',
      'a < b <3 </3 <!x> <!--a--!> <!---> <!--> -->',
      '<h2>Ngày <!-- -->15/09<!-- --> <!-- -->19:30 - 21:30</h2><br/><img alt="a&amp;b" src=x.png >',
      '<a href="/k?a=1&amp;b=2&copy=3&notin;">x</a><a href=\'\'>y</a><a href>z</a>',
      '<style>p{}</style ><script src=a.js></script\t><textarea>a</textareax></textarea>',
      '<plaintext><a href="/p">everything after is text',
      '<div class="x"',
      '<p>a</p><script>x</script',
      '<title>t</title',
    ];
    for (const html of inputs) {
      const names = ['id', 'href', 'src', 'alt', 'class', 'b', 'd', 'f', 'h', 'i', 'j', 'title', '=b', 'c', 'type', 'lang', 'charset', 'hidden', 'data-route'];
      expect(scan(html, names), html).toEqual(scanWithParse5(html, names));
    }
  });
});
