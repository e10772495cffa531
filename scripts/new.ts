/**
 * `npm run new -- <kind> <slug>`: writes content/<slug>.mdx from the kind's template in
 * site/scaffold/templates/, with every field present and commented, passing `npm run check` as written.
 * Course and bootcamp pages also get their own offering in content/data/courses.yaml (site/scaffold/scaffold.ts).
 * Refuses an unknown kind, an invalid or taken slug and a second home page, with exit code 1.
 */
import { siteToday } from './engine/validate/contentRules.ts';
import { contentDir, projectRoot } from './engine/core/paths.ts';
import { scaffoldPage } from './engine/scaffold/scaffoldPage.ts';
import { site } from '../site/definition.ts';

const usage = [
  'cách dùng: npm run new -- <loại> <slug>',
  `  loại  một trong ${site.kinds.join(', ')}`,
  '  slug  địa chỉ của trang: chữ thường không dấu, số và dấu -, dùng / để lồng (khoa-hoc/n8n → /khoa-hoc/n8n)',
  'ví dụ: npm run new -- event webinar-n8n',
].join('\n');

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
} else if (args.length !== 2) {
  console.error(`npm run new: cần một loại trang và một slug, nhận được ${args.length} giá trị\n${usage}`);
  process.exitCode = 1;
} else {
  const [kind = '', slug = ''] = args;
  // Example dates are counted from today, or from the clock SITE_NOW sets for previews and tests.
  const result = scaffoldPage(site, { kind, slug, contentDir, root: projectRoot, today: siteToday() });
  if (!result.ok) {
    console.error(`npm run new: ${result.message}`);
    process.exitCode = 1;
  } else {
    console.log(`Đã tạo ${result.page} (${result.kind}), hiện ở địa chỉ ${result.route}.`);
    if (result.added !== undefined) console.log(result.added);
    console.log('Tiếp theo: thay chữ mẫu và mọi giá trị gắn !example (npm run check liệt kê chúng), rồi chạy npm run check.');
  }
}
