/**
 * Mistakes in the files themselves, found before any is parsed: a page saved under another extension
 * (`.md`, `.MDX`, `.mdx.txt`, a Word document) is silently not a page; a name that is not lowercase
 * ASCII kebab-case becomes an address with accents, spaces or capitals; two files for one address
 * (`a.mdx` and `a/index.mdx`) replace each other; a data file the engine does not know is never read.
 * Each is reported once, at the file (or folder) to rename or remove. Images and other files beside
 * a page are fine when their names are.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { slugOf } from '../../../lib/slugOf.ts';
import { routeFromPath } from '../../../lib/routeFromPath.ts';
import { didYouMean } from '../../../lib/didYouMean.ts';
import type { Problem } from '../core/problem.ts';
import { DATA_FOLDER, listContentEntries, listPageFiles, type ContentEntry } from './listContentFiles.ts';

/** Markdown saved under a name the engine does not read as a page. */
const MARKDOWN = /\.(md|markdown|mdown|mkdn?|mdwn|mdtext)$/i;
/** An `.mdx` with another extension after it (`.mdx.txt`, added by some editors) or in capitals. */
const MISNAMED_MDX = /\.mdx(\.[^./]+)?$/i;
/** Documents from a word processor: never read, whatever they hold. */
const DOCUMENT = /\.(docx?|odt|rtf|pages)$/i;
/** Plain text that is a page when it opens with a frontmatter block. */
const TEXT = /\.(txt|text|html?)$/i;

/** `definition.data` names the shared data files the site reads (`courses` for courses.yaml): any other file in data/ is never read. */
export function contentFileProblems({ contentDir, root, definition }: { contentDir: string; root: string; definition: { data: object } }): Problem[] {
  const dataNames = Object.keys(definition.data);
  const fileOf = (relative: string) => path.relative(root, path.join(contentDir, relative)).split(path.sep).join('/');
  const at = (relative: string, rule: string, message: string): Problem => ({ file: fileOf(relative), line: 1, column: 1, rule, severity: 'error', message });
  const problems: Problem[] = [];
  const unknownDataFolders: string[] = [];
  for (const entry of listContentEntries(contentDir)) {
    const [top, ...rest] = entry.path.split('/');
    if (top === DATA_FOLDER && rest.length > 0) {
      if (unknownDataFolders.some((folder) => entry.path.startsWith(`${folder}/`))) continue;
      if (entry.folder) unknownDataFolders.push(entry.path);
      const message = unknownDataFile(entry, dataNames);
      if (message) problems.push(at(entry.path, 'data', message));
      continue;
    }
    const pageLike = entry.folder ? undefined : misnamedPage(entry.path, contentDir);
    if (pageLike) {
      problems.push(at(entry.path, 'extension', pageLike));
      continue;
    }
    const name = path.posix.basename(entry.path);
    const wanted = entry.folder ? slugOf(name) : slugOf(stemOf(name)) + extensionOf(name).toLowerCase();
    if (wanted === name) continue;
    const what = entry.folder ? 'tên thư mục' : 'tên tệp';
    problems.push(at(entry.path, 'filename', `${what} "${name}" có ${flawsOf(name).join(', ')}; tên trong content/ chỉ dùng a–z, 0–9 và dấu - vì nó thành địa chỉ trên site` +
      (wanted && !wanted.startsWith('.') ? `. Đổi tên thành "${wanted}"` : '. Đặt lại tên cho đúng')));
  }
  return [...problems, ...duplicateAddresses(contentDir, at)];
}

/** The message for a file that was meant as a page but is not one, or nothing. */
function misnamedPage(relative: string, contentDir: string): string | undefined {
  const name = path.posix.basename(relative);
  const folder = path.posix.dirname(relative);
  const target = (stem: string) => {
    const renamed = `${slugOf(stem) || 'trang-moi'}.mdx`;
    const existing = folder === '.' ? renamed : `${folder}/${renamed}`;
    return { renamed, taken: existsSync(path.join(contentDir, existing)) ? `content/${existing}` : undefined };
  };
  const misnamed = MISNAMED_MDX.exec(name);
  const markdown = MARKDOWN.exec(name);
  const text = TEXT.exec(name);
  if (DOCUMENT.test(name)) {
    const { renamed } = target(name.replace(DOCUMENT, ''));
    return `tệp văn bản Word "${name}" không được đọc thành trang; chép nội dung vào tệp ${renamed} (có frontmatter) rồi xoá tệp này. Tệp cho người xem tải về thì đặt trong public/`;
  }
  const stem = misnamed && !name.endsWith('.mdx') ? name.slice(0, misnamed.index)
    : markdown ? name.slice(0, markdown.index)
      : text && opensWithFrontmatter(path.join(contentDir, relative)) ? name.slice(0, text.index) : undefined;
  if (stem === undefined) return undefined;
  const { renamed, taken } = target(stem);
  const fix = taken ? `${taken} đã có: nếu tệp này là bản cũ thì xoá nó, nếu không thì chép phần mới sang ${taken}` : `đổi tên thành ${renamed}`;
  return `trang phải là tệp .mdx, nên "${name}" bị bỏ qua và không thành trang; ${fix}`;
}

function opensWithFrontmatter(absolute: string): boolean {
  return /^\uFEFF?---[ \t]*\r?\n/.test(readFileSync(absolute, 'utf8').slice(0, 8));
}

/** The message for an entry of content/data/ that is not a known data file, or nothing. */
function unknownDataFile(entry: ContentEntry, dataNames: string[]): string | undefined {
  const known = dataNames.map((name) => `${name}.yaml`);
  const name = entry.path.slice(DATA_FOLDER.length + 1);
  if (!entry.folder && known.includes(name)) return undefined;
  const guess = didYouMean(name, known);
  const meant = guess === undefined ? '' : ` Có phải ý bạn là "${guess}"? Chuyển nội dung vào tệp đó rồi xoá ${entry.folder ? 'thư mục' : 'tệp'} này.`;
  return `content/${DATA_FOLDER}/ chỉ đọc các tệp ${known.join(', ')}; "${name}" không được đọc.${meant}`;
}

/** The second file for an address already taken, naming the first: `a/index.mdx` after `a.mdx`. */
function duplicateAddresses(contentDir: string, at: (relative: string, rule: string, message: string) => Problem): Problem[] {
  const first = new Map<string, string>();
  return listPageFiles(contentDir).flatMap((absolute) => {
    const relative = path.relative(contentDir, absolute).split(path.sep).join('/');
    const route = routeFromPath(relative);
    const taken = first.get(route);
    if (taken === undefined) {
      first.set(route, relative);
      return [];
    }
    return [at(relative, 'route', `trang này có cùng địa chỉ ${route} với content/${taken}, nên một trang sẽ thay mất trang kia; giữ một tệp: xoá tệp thừa hoặc đổi tên để có địa chỉ khác`)];
  });
}

/** What keeps a name from being kebab-case, in the writer's words. */
function flawsOf(name: string): string[] {
  const flaws: [RegExp, string][] = [
    [/[^\x00-\x7F]/, 'chữ có dấu'], [/\s/, 'dấu cách'], [/\p{Lu}/u, 'chữ hoa'], [/_/, 'dấu gạch dưới'],
    [/[^\p{L}\p{N}\s_.-]/u, 'ký tự lạ'], [/\..*\./, 'dấu chấm'], [/^-|-$|--|-\.|\.-/, 'gạch ngang thừa'],
  ];
  const found = flaws.filter(([pattern]) => pattern.test(name)).map(([, flaw]) => flaw);
  return found.length > 0 ? found : ['ký tự không dùng được'];
}

function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}
