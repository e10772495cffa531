/**
 * What `npm run new -- <kind> <slug>` says and how it ends, for given arguments: the command
 * (scripts/new.ts) prints it; its tests call it in-process on a scratch copy of the content.
 */
import { scaffoldPage, type ScaffoldSite } from './scaffoldPage.ts';

export interface NewCommandOutput {
  exitCode: 0 | 1;
  /** Lines for standard output. */
  out: string[];
  /** Lines for standard error. */
  err: string[];
}

export function runNewCommand(site: ScaffoldSite, args: string[], where: { contentDir: string; root: string; today: string }): NewCommandOutput {
  const usage = [
    'cách dùng: npm run new -- <loại> <slug>',
    `  loại  một trong ${site.kinds.join(', ')}`,
    '  slug  địa chỉ của trang: chữ thường không dấu, số và dấu -, dùng / để lồng (khoa-hoc/n8n → /khoa-hoc/n8n)',
    'ví dụ: npm run new -- event webinar-n8n',
  ].join('\n');
  if (args.includes('--help') || args.includes('-h')) return { exitCode: 0, out: [usage], err: [] };
  if (args.length !== 2) return { exitCode: 1, out: [], err: [`npm run new: cần một loại trang và một slug, nhận được ${args.length} giá trị\n${usage}`] };

  const [kind = '', slug = ''] = args;
  const result = scaffoldPage(site, { kind, slug, ...where });
  if (!result.ok) return { exitCode: 1, out: [], err: [`npm run new: ${result.message}`] };
  return {
    exitCode: 0,
    out: [
      `Đã tạo ${result.page} (${result.kind}), hiện ở địa chỉ ${result.route}.`,
      ...(result.added === undefined ? [] : [result.added]),
      'Tiếp theo: thay chữ mẫu và mọi giá trị gắn !example (npm run check liệt kê chúng), rồi chạy npm run check.',
    ],
    err: [],
  };
}
