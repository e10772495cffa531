/** Pasted typography in a title or description (pastedTypography.ts), as a writer meets it on the real site. */
import { describe, expect, it } from 'vitest';
import { problemsAdded } from '../../scripts/testing/scratchContent.ts';

const page = (title: string, description: string) =>
  ['---', 'type: page', `title: ${title}`, `description: ${description}`, '---', '# Trang thử', 'Nội dung.', ''].join('\n');

describe('a title or description pasted from Word or the web', () => {
  it('warns at the field about curly quotes without a colon, with the clean text to write', () => {
    expect(problemsAdded({ 'dan.mdx': page('Khóa “AI cho người mới” khai giảng', 'Mô tả bình thường của trang thử nghiệm này.') })).toEqual([
      'content/dan.mdx:3:1  typography  warning: title: có ngoặc kép cong “ ”, thường do chép từ Word hay trang web; viết lại là: Khóa "AI cho người mới" khai giảng',
    ]);
  });

  it('names a soft hyphen and a no-break space where a space belongs, and drops them from the clean text', () => {
    expect(problemsAdded({ 'dan.mdx': page('Trang thử nghiệm', 'Học tự\u00ADđộng hóa\u00A0với n8n trong bốn tuần.') })).toEqual([
      'content/dan.mdx:4:1  typography  warning: description: có dấu gạch nối ẩn (soft hyphen), dấu cách không ngắt, thường do chép từ Word hay trang web; viết lại là: Học tựđộng hóa với n8n trong bốn tuần.',
    ]);
  });

  it('leaves straight quotes alone', () => {
    expect(problemsAdded({ 'dan.mdx': page('Khóa \'AI cho người mới\' khai giảng', 'Mô tả bình thường của trang thử nghiệm này.') })).toEqual([]);
  });
});
