/**
 * Synthetic pages for `npm run bench`: ordinary `landing` pages (see content/schema.ts) with
 * Vietnamese prose, headings, a GFM table, one island (`<Tabs>`, a behaviour island) and
 * ten facts in the frontmatter. Deterministic: page `i` is always the same text, so builds
 * of the same N by different generators compare like with like.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const topics = ['giao dịch tự động', 'quản lý vốn', 'phân tích kỹ thuật', 'bot Telegram', 'quy trình n8n', 'dữ liệu thị trường', 'chiến lược lướt sóng', 'kiểm thử chiến lược'];
const sentences = [
  'Nhà đầu tư cá nhân thường bắt đầu bằng những quy tắc đơn giản, rồi dần dần tự động hóa từng bước.',
  'Mỗi chiến lược cần được kiểm thử trên dữ liệu lịch sử trước khi chạy với tiền thật.',
  'Trí tuệ nhân tạo viết mã nhanh, nhưng người học vẫn phải hiểu rõ rủi ro và giới hạn lỗ.',
  'Đường cong vốn ổn định quan trọng hơn một tháng lợi nhuận đột biến.',
  'Học viên được hướng dẫn đọc nhật ký lệnh, sửa lỗi và ghi chép lại mọi thay đổi.',
  'Khi thị trường biến động mạnh, bot phải dừng đúng lúc thay vì cố gỡ lại khoản lỗ.',
];

const pad = (index: number) => String(index).padStart(5, '0');

/** The slug (file name without `.mdx`) of synthetic page `index`. */
export const syntheticSlug = (index: number) => `trang-${pad(index)}`;

export interface SyntheticPageOptions {
  /**
   * The image the page names for sharing (frontmatter `ogImage`), so that it gets no share card:
   * `npm run bench -- --compare astro --no-cards`.
   */
  ogImage?: string;
}

/** One synthetic page's MDX source. */
export function syntheticPage(index: number, { ogImage }: SyntheticPageOptions = {}): string {
  const topic = topics[index % topics.length];
  const say = (offset: number) => sentences[(index + offset) % sentences.length];
  const frontmatter = `---
type: landing
title: Bài ${index} – Làm chủ ${topic} với AI
description: Bài học thử nghiệm số ${index} về ${topic}, dành cho người mới bắt đầu, có bảng so sánh và bài tập thực hành.
${ogImage === undefined ? '' : `ogImage: ${ogImage}\n`}hero:
  badge: Bài học số ${index}
  badgeIcon: book-open
stats:
  - icon: timer
    value: ${(index % 9) + 2} giờ
    label: thời lượng
  - icon: target
    countOf: goals
    label: mục tiêu
  - percent: ${60 + (index % 40)}
    label: học viên hoàn thành
cards:
  goals:
    - icon: compass
      title: Hiểu ${topic}
      description: ${say(1)}
    - icon: wrench
      title: Thực hành từng bước
      description: ${say(2)}
    - icon: shield-check
      title: Kiểm soát rủi ro
      description: ${say(3)}
actions:
  final:
    - label: Xem lịch khai giảng
      href: /lich-khai-giang
---
`;
  const body = `
<PageHero>

# Bài ${index}: ${topic} **cho người không chuyên**

${say(0)} ${say(4)}

</PageHero>

<Section id="tong-quan" eyebrow="Tổng quan">

## Vì sao nên học ${topic}

${say(1)} ${say(2)} ${say(3)}

<StatTiles />

### Bảng so sánh

| Tiêu chí | Làm thủ công | Dùng bot tự động |
|---|---|---|
| Thời gian mỗi ngày | ${(index % 5) + 2} giờ | 15 phút |
| Kỷ luật vào lệnh | Dễ bị cảm xúc chi phối | Theo đúng quy tắc |
| Ghi chép | Bằng tay, hay bỏ sót | Tự động, đầy đủ |

</Section>

<Section id="thuc-hanh" eyebrow="Thực hành" tone="muted">

## Các bước thực hành

<Tabs>
<Tab id="chuan-bi" label="Chuẩn bị">

${say(4)} ${say(5)}

</Tab>
<Tab id="trien-khai" label="Triển khai">

${say(5)} ${say(0)}

</Tab>
</Tabs>

<CardGrid of="goals" columns={3} />

</Section>

<CtaBand id="dang-ky" of="final">

## Sẵn sàng bắt đầu?

${say(2)}

</CtaBand>
`;
  return frontmatter + body;
}

/** Writes pages 1…count into `dir` as `trang-00001.mdx` …; returns their files. */
export function writeSyntheticPages(dir: string, count: number, options: SyntheticPageOptions = {}): string[] {
  mkdirSync(dir, { recursive: true });
  return Array.from({ length: count }, (_, i) => {
    const file = path.join(dir, `${syntheticSlug(i + 1)}.mdx`);
    writeFileSync(file, syntheticPage(i + 1, options));
    return file;
  });
}
