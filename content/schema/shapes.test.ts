/**
 * This site's icon fields (shapes.ts) as a writer meets their mistakes on the real site
 * (scripts/testing/scratchContent.ts): a Lucide name mistyped, an emoji for an icon, an emoji
 * leading a badge. Pages are written here, not as files: any .mdx under content/ is a page of the site.
 */
import { describe, expect, it } from 'vitest';
import { errorsWith } from '../../scripts/testing/scratchContent.ts';

/** A landing page whose frontmatter ends with these lines. */
const landing = (...lines: string[]) => ['---', 'type: landing', 'title: Trang thẻ', 'description: Một trang thử biểu tượng.', ...lines, '---', '# Trang thử', 'Nội dung.', ''].join('\n');

describe('an icon field', () => {
  it('reports an icon that is no Lucide icon, with the closest name', () => {
    expect(errorsWith({ 'bieu-tuong.mdx': landing('cards:', '  loiIch:', '    - icon: trending-upp', '      title: Tăng trưởng') })).toEqual([
      'content/bieu-tuong.mdx:7:7  schema  cards.loiIch.0.icon: không có biểu tượng "trending-upp"; dùng tên một biểu tượng Lucide viết thường có gạch nối, ví dụ "circle-check", xem https://lucide.dev/icons. Có phải ý bạn là "trending-up"?',
    ]);
  });

  it('reports an emoji where an icon name belongs, with an example instead of a guess', () => {
    expect(errorsWith({ 'emoji.mdx': landing('cards:', '  loiIch:', '    - icon: 🚀', '      title: Tăng trưởng') })).toEqual([
      'content/emoji.mdx:7:7  schema  cards.loiIch.0.icon: "🚀" không phải tên biểu tượng (emoji không dùng làm biểu tượng ở đây); dùng tên một biểu tượng Lucide viết thường có gạch nối, ví dụ "circle-check", xem https://lucide.dev/icons',
    ]);
  });

  it('reports an emoji leading a hero badge, with the field that names its icon', () => {
    expect(errorsWith({ 'nhan.mdx': landing('hero:', '  badge: 🚀 Bootcamp thực chiến') })).toEqual([
      'content/nhan.mdx:6:3  schema  hero.badge: "🚀" mở đầu nhãn: emoji không dùng làm biểu tượng ở đây; bỏ emoji khỏi badge và đặt một biểu tượng Lucide ngay dưới, ví dụ badgeIcon: rocket (xem https://lucide.dev/icons)',
    ]);
  });
});
