/**
 * One address a writer typed, checked against the site as it will be built: a page that exists and
 * is out, an id on it, a file in public/ named with its exact case, an https address elsewhere, a
 * phone number or mail address that works. Says what is wrong and what to write instead, in Vietnamese.
 */
import { didYouMean, didYouMeanText } from '../../../../lib/didYouMean.ts';
import { describeUrl, isFilePath, routeOfPath } from './describeUrl.ts';
import { SHELL_IDS } from './pageIds.ts';
import type { SiteTargets, TargetPage } from './siteTargets.ts';

export interface LinkUse {
  /** A link to follow, or an image to show. */
  as: 'link' | 'image';
  /**
   * Where `#phan` points: a section of the page the link is written on (its content and
   * frontmatter), or of the home page (`site`: the shared menus and footer, components/ActionLink.tsx).
   */
  base: { route: string; published: boolean } | 'site';
  /** For an address typed bare in the text, which GFM made a link of: what was typed. */
  typed?: string;
  /** A menu entry, which the build leaves out while its page is not published (render/contentPlugin.ts). */
  menuEntry?: boolean;
}

export interface LinkFinding {
  rule: 'link' | 'anchor' | 'image';
  message: string;
}

/** Hosts that only exist on the writer's computer, named in guides as text to type, not to follow. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '0.0.0.0'];

export function checkLink(value: string, use: LinkUse, targets: SiteTargets): LinkFinding | undefined {
  const rule = use.as === 'image' ? 'image' : 'link';
  const url = describeUrl(value);
  const shown = `"${show(value)}"`;
  switch (url.form) {
    case 'internal':
      return checkInternal(url.path, url.anchor, use, targets);
    case 'anchor':
      if (use.as === 'image') return notAnImage(shown);
      return checkAnchor(use.base === 'site' ? '/' : use.base.route, url.anchor, use, targets);
    case 'https':
      return undefined;
    case 'http':
      if (LOCAL_HOSTS.includes(url.host)) return undefined;
      if (use.typed && !/^https?:/i.test(use.typed)) return { rule, message: bareHostMessage(use.typed, `https://${use.typed}`, true) };
      return { rule, message: `${use.as === 'image' ? 'ảnh' : 'địa chỉ'} ${shown} dùng http:// (không mã hoá, trình duyệt cảnh báo hoặc chặn); viết "${show(url.https)}"` };
    case 'schemeless':
      return { rule, message: `${shown} thiếu https: ở đầu; viết "${show(url.https)}"` };
    case 'bare-host':
      return { rule, message: bareHostMessage(value, url.https, false) };
    case 'relative':
      return { rule, message: relativeMessage(shown, url.absolute, targets) };
    case 'tel':
      if (use.as === 'image') return notAnImage(shown);
      return isPhoneNumber(url.number) ? undefined : { rule, message: `số điện thoại ${shown} không gọi được: sau tel: chỉ viết chữ số, dấu cách, dấu +, dấu chấm hoặc gạch ngang, ít nhất 8 chữ số; ví dụ "tel:+84901234567"` };
    case 'mailto':
      if (use.as === 'image') return notAnImage(shown);
      return url.addresses.length > 0 && url.addresses.every(isMailAddress) ? undefined
        : { rule, message: `địa chỉ thư ${shown} không gửi được: sau mailto: cần một địa chỉ có đúng một dấu @ và tên miền có dấu chấm, ví dụ "mailto:hotro@example.com"` };
    case 'refused':
      return { rule, message: refusedMessage(url.scheme, shown) };
    case 'other':
      return use.as === 'image' ? notAnImage(shown) : undefined;
  }
}

function checkInternal(path: string, anchor: string, use: LinkUse, targets: SiteTargets): LinkFinding | undefined {
  const rule = use.as === 'image' ? 'image' : 'link';
  if (isFilePath(path)) {
    const found = targets.files.lookup(path);
    if (found.found) return undefined;
    const what = use.as === 'image' ? 'ảnh' : 'tệp';
    if (found.sameButCase) return { rule, message: `không có ${what} public${path}; tệp có tên public${found.sameButCase} (chữ hoa, chữ thường phải khớp đúng: máy chủ phân biệt); viết "${found.sameButCase}"` };
    if (found.suggestion) return { rule, message: `không có ${what} public${path}. Có phải ý bạn là "${found.suggestion}"?` };
    return { rule, message: `không có ${what} public${path}; đặt tệp vào public${path.slice(0, path.lastIndexOf('/') + 1)} hoặc sửa đường dẫn` };
  }
  const route = routeOfPath(path);
  const target = targets.pages.get(route);
  if (!target) {
    if (targets.files.lookup(path).found) return undefined;
    return { rule, message: `không có trang "${route}"${didYouMeanText(route, targets.routes) || '; địa chỉ của một trang là đường dẫn tệp của nó trong content/ (content/gioi-thieu.mdx là /gioi-thieu)'}` };
  }
  if (use.as === 'image') return { rule, message: `"${route}" là một trang, không phải ảnh; viết đường dẫn tệp ảnh trong public/, ví dụ "/images/anh.png"` };
  const unpublished = unpublishedMessage(route, target, use);
  if (unpublished) return { rule, message: unpublished };
  return anchor ? checkAnchor(route, anchor, use, targets) : undefined;
}

function checkAnchor(route: string, anchor: string, use: LinkUse, targets: SiteTargets): LinkFinding | undefined {
  const ids = targets.pages.get(route)?.ids;
  if (!ids || ids.all.has(anchor)) return undefined;
  const onPage = use.base === 'site' && route === '/' ? `trang chủ (trong menu và chân trang, "#${anchor}" là một phần của trang chủ)`
    : use.base !== 'site' && use.base.route === route ? 'trang này' : `trang ${route}`;
  const all = [...ids.all].filter((id) => !SHELL_IDS.includes(id));
  const listed = ids.sections.length > 0 ? ids.sections : all;
  const hint = didYouMeanText(anchor, all) || (listed.length > 0 ? `; các phần có id trên đó: ${list(listed)}` : '; trang đó chưa có phần nào có id');
  return { rule: 'anchor', message: `không có phần nào có id "${anchor}" trên ${onPage}${hint}` };
}

/** A page left out of the build breaks links to it from pages that are out. */
function unpublishedMessage(route: string, target: TargetPage, use: LinkUse): string | undefined {
  const fromPublished = use.base === 'site' || use.base.published;
  const frontmatter = target.page?.frontmatter;
  if (!fromPublished || use.menuEntry || !target.status || target.status === 'published' || !frontmatter) return undefined;
  const why = {
    draft: 'là bản nháp (draft: true)',
    scheduled: `chỉ đăng từ ngày ${frontmatter.publishDate} (publishDate)`,
    expired: `đã gỡ từ ngày ${frontmatter.unpublishDate} (unpublishDate)`,
  }[target.status];
  return `trang "${route}" ${why} nên không có trong bản dựng và liên kết sẽ hỏng; bỏ liên kết này hoặc đăng trang đó trước`;
}

function relativeMessage(shown: string, absolute: string, targets: SiteTargets): string {
  const start = `${shown} thiếu dấu / ở đầu nên trình duyệt tìm nó bên dưới địa chỉ của trang đang xem`;
  const path = absolute.split(/[?#]/)[0] ?? absolute;
  if (targets.pages.has(routeOfPath(path))) return `${start}; viết "${absolute}"`;
  const file = targets.files.lookup(path);
  if (file.found) return `${start}; viết "${absolute}"`;
  const suggestion = isFilePath(path) ? file.sameButCase ?? file.suggestion : didYouMean(routeOfPath(path), targets.routes);
  return suggestion ? `${start}; viết "${suggestion}"` : `${start}, và cũng không có trang hay tệp "${absolute}"; viết đường dẫn bắt đầu bằng /, ví dụ "/gioi-thieu"`;
}

function bareHostMessage(typed: string, https: string, madeHttp: boolean): string {
  const why = madeHttp ? 'viết trần trong bài nên thành liên kết http:// (không mã hoá)' : 'thiếu https:// nên trình duyệt tìm nó như một trang của chính trang web này';
  return `"${show(typed)}" ${why}; viết "${show(https)}"`;
}

function refusedMessage(scheme: 'javascript' | 'data' | 'file', shown: string): string {
  if (scheme === 'javascript') return `${shown} chạy mã khi bấm nên bị chặn; liên kết trỏ tới một trang ("/gioi-thieu") hoặc một địa chỉ "https://…"; nút có hành vi riêng thì dùng một khối có sẵn`;
  if (scheme === 'data') return `${shown} nhúng cả tệp vào trang nên bị chặn; lưu tệp vào public/ (ví dụ public/images/anh.png) rồi viết "/images/anh.png"`;
  return `${shown} là một tệp trên máy của bạn, khách không mở được; chép tệp vào public/ (ví dụ public/tai-lieu/tep.pdf) rồi viết "/tai-lieu/tep.pdf"`;
}

function notAnImage(shown: string): LinkFinding {
  return { rule: 'image', message: `${shown} không phải địa chỉ của một ảnh; viết đường dẫn tệp trong public/ (ví dụ "/images/anh.png") hoặc một địa chỉ "https://…"` };
}

/** Digits, spaces, `+`, dots and dashes, with at least 8 digits (a Vietnamese number has 10). */
function isPhoneNumber(number: string): boolean {
  const text = safeDecode(number);
  return /^[\d\s+.-]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 8;
}

/** One `@`, something before it, and a domain with a dot. */
function isMailAddress(address: string): boolean {
  return /^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+$/.test(safeDecode(address));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A value as quoted in a message: long ones (a pasted `data:` image) cut short. */
function show(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}

function list(ids: string[]): string {
  return ids.length > 12 ? `${ids.slice(0, 12).join(', ')}, …` : ids.join(', ');
}
