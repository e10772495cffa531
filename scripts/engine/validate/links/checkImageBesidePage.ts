/**
 * A photo a page names without a leading slash (`anh.jpg`, `workshop-ai-3x/nam.jpg`) is a file
 * beside the page, in its folder under content/ (images/imageSource.ts); the build serves it
 * (scripts/engine/compile/images/). Only photos the build processes may be there: Markdown images
 * and the photo fields the site's definition names (`images`). Missing, it is named with the file
 * that is there: the same name in other capitals, a close name, or the file in public/ a forgotten
 * slash meant.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { imageSourceFile } from '../images/imageSource.ts';
import { didYouMean } from '../../../../lib/didYouMean.ts';
import type { LinkFinding } from './checkLink.ts';
import type { PublicFiles } from './indexPublicFiles.ts';

export function checkImageBesidePage(address: string, pageFile: string, { root, files }: { root: string; files: PublicFiles }): LinkFinding | undefined {
  const file = imageSourceFile(address, pageFile);
  const shown = `"${address}"`;
  if (!file) return { rule: 'image', message: `${shown} ra ngoài thư mục content/; đặt ảnh cạnh trang (trong content/) hoặc vào public/images/ rồi viết "/images/${path.posix.basename(address)}"` };
  if (existsSync(path.join(root, file))) return undefined;
  const folder = path.posix.dirname(pageFile);
  const asWritten = (candidate: string) => path.posix.relative(folder, candidate);
  const besides = filesUnder(root, folder);
  const sameButCase = besides.find((candidate) => candidate.toLowerCase() === file.toLowerCase());
  if (sameButCase) return { rule: 'image', message: `không có ảnh ${file}; tệp có tên ${sameButCase} (chữ hoa, chữ thường phải khớp đúng: máy chủ phân biệt); viết "${asWritten(sameButCase)}"` };
  const close = didYouMean(file, besides);
  if (close) return { rule: 'image', message: `không có ảnh ${file}. Có phải ý bạn là "${asWritten(close)}"?` };
  const inPublic = `/${address.replace(/^(?:\.\.?\/)+/, '')}`;
  if (files.lookup(inPublic).found) return { rule: 'image', message: `${shown} thiếu dấu / ở đầu nên được tìm cạnh trang (${file}); ảnh trong public/ thì viết "${inPublic}"` };
  return { rule: 'image', message: `không có ảnh ${file}: đường dẫn không có / ở đầu là tệp đặt cạnh trang, tính từ thư mục ${folder}/; đặt ảnh vào đó, hoặc vào public/images/ rồi viết "/images/${path.posix.basename(file)}"` };
}

const PICTURE = /\.(jpe?g|png|svg|gif|webp|avif|heic|heif|tiff?|bmp)$/i;

/** Every picture under a folder of the project, as project paths. */
function filesUnder(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PICTURE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
