/**
 * HTML typed into a page that would run code or restyle the site is refused: `<script>`, `<style>`
 * and `on…=` attributes (the Content-Security-Policy would block them on the live site anyway, after
 * they worked in dev). So are MDX's `import`/`export` lines: code in a page, which the build would
 * otherwise stop at with MDX's English message. A raw `<iframe>` must show an https page from a host
 * the site's definition allows (`embedHosts`; this site's are in site.yaml, which deploy/site.conf's `frame-src` repeats).
 */
import type { Problem } from '../core/problem.ts';
import type { PageOutline } from '../parse/outlineMdx.ts';
import { attributeNamed } from './blocks/readProps.ts';
import { isBlockName } from './blocks/unknownBlock.ts';
import { checkEmbed } from './links/checkEmbed.ts';

const REFUSED_TAGS: Record<string, string> = {
  script: 'thẻ <script> không được dùng trong trang: mã chạy trên trang nằm trong một khối (tệp *.behavior.ts cạnh khối, trong components/blocks/); dùng một khối có sẵn, hoặc nhờ lập trình viên thêm khối mới',
  style: 'thẻ <style> không được dùng trong trang: kiểu dáng chung của trang web nằm ở renderer/styles.css và trong các khối; dùng một khối có sẵn (ví dụ <Section tone="muted">), hoặc nhờ lập trình viên thêm kiểu mới vào đó',
};

/** `site.definition.embedHosts` names the hosts an iframe may show; without it, any https page may be shown. */
export function rawHtmlProblems<Data>(page: { file: string; outline: PageOutline }, site: { data: Data; definition: { embedHosts?(data: Data): readonly string[] | undefined } }): Problem[] {
  const problems: Problem[] = [];
  const report = (at: { line: number; column: number }, rule: string, field: string, message: string) =>
    problems.push({ file: page.file, ...at, rule, field, severity: 'error', message });

  for (const { line, at } of page.outline.esm) {
    report(at, 'mdx', line.split(/\s/)[0] ?? 'export', `dòng “${line}” là mã, không được dùng trong trang: các khối (ví dụ <Section>, <Tabs>) dùng thẳng, không cần import; muốn hiện dòng này như chữ thì đặt nó trong khối mã giữa hai dòng \`\`\``);
  }
  for (const element of page.outline.elements) {
    const { name } = element;
    if (!name || isBlockName(name)) continue;
    const refused = REFUSED_TAGS[name];
    if (refused) {
      report(element.at, 'html', name, refused);
      continue;
    }
    for (const attribute of element.attributes) {
      if (!attribute.name || !/^on[a-z]/i.test(attribute.name)) continue;
      report(attribute.at, 'html', `${name}.${attribute.name}`, `thuộc tính ${attribute.name} chạy mã trong trang nên không được dùng: hành vi thuộc về một khối (tệp *.behavior.ts cạnh khối, ví dụ của <Tabs>); dùng một khối có sẵn, hoặc nhờ lập trình viên thêm hành vi mới`);
    }
    if (name === 'iframe') {
      const src = attributeNamed(element, 'src');
      const value = src?.value.kind === 'text' ? src.value.value : src?.value.kind === 'literal' && typeof src.value.value === 'string' ? src.value.value : undefined;
      const embedHosts = site.definition.embedHosts?.(site.data);
      const message = value === undefined ? 'thẻ <iframe> cần src="https://…" viết thẳng (không phải biểu thức), để kiểm tra được máy chủ nhúng'
        : embedHosts ? checkEmbed(value, embedHosts) : undefined;
      if (message) report(src?.at ?? element.at, 'embed', 'iframe.src', message);
    }
  }
  return problems;
}
