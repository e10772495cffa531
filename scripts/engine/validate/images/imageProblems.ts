/**
 * The photos pages and data files name, checked where they are named: a format browsers cannot show
 * (an iPhone's HEIC) or a file that is no picture stops the build; a photo narrower than twice the
 * largest width it is shown at (the site's `images.uses`) is blurred on a phone's screen, and is reported
 * with the size it needs. Sizes come from the files' headers (read/readImageSize.ts). A missing file
 * is the link checks' (links/), so it is reported once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../../core/problem.ts';
import type { Located } from '../../parse/outline/located.ts';
import type { PageOutline } from '../../parse/outlineMdx.ts';
import type { ParsedYaml } from '../../parse/parseYaml.ts';
import { readImageSize } from '../../read/readImageSize.ts';
import { usableWidth, type ImageDefinition } from './imageDefinition.ts';
import { imageFieldsOfData, imageFieldsOfPage } from './imageFields.ts';
import { imageSourceFile, imageTreatment } from './imageSource.ts';

/** What the checks read of a page and of the site (a PageUnderCheck and a SiteUnderCheck have it; named here so pageChecks.ts can list the checks without a cycle). */
interface ImagePage {
  file: string;
  yaml: ParsedYaml;
  outline: PageOutline;
}

interface ImageSite {
  root: string;
  dataSources: Partial<Record<string, { file: string; yaml: ParsedYaml }>>;
  definition: { images?: ImageDefinition };
}

interface NamedImage {
  address: string;
  use: string;
  at: Located;
  field?: string;
}

export function pageImageProblems(page: ImagePage, site: ImageSite): Problem[] {
  const { images } = site.definition;
  if (!images) return [];
  const named: NamedImage[] = [
    ...imageFieldsOfPage(page.yaml.value, images).map(({ path: at, address, use }) => ({ address, use, at: page.yaml.locate(at).position, field: at.join('.') })),
    ...page.outline.images.map((image) => ({ address: image.url, use: images.proseUse, at: image.at })),
  ];
  return named.flatMap((image) => problemsOf(image, page.file, site.root, images));
}

export function dataImageProblems(site: ImageSite): Problem[] {
  const { images } = site.definition;
  if (!images) return [];
  return Object.entries(site.dataSources).flatMap(([name, source]) => source
    ? imageFieldsOfData(name, source.yaml.value, images).flatMap(({ path: at, address, use }) =>
      problemsOf({ address, use, at: source.yaml.locate(at).position, field: at.join('.') }, source.file, site.root, images))
    : []);
}

function problemsOf({ address, use, at, field }: NamedImage, writtenIn: string, root: string, images: ImageDefinition): Problem[] {
  const file = imageSourceFile(address, writtenIn);
  if (!file || !existsSync(path.join(root, file))) return [];
  const problem = (severity: Problem['severity'], message: string): Problem[] => [{ file: writtenIn, ...at, rule: 'image', ...(field ? { field } : {}), severity, message }];
  const treatment = imageTreatment(file);
  if (treatment === 'as-is') return [];
  const extension = path.posix.extname(file);
  const asJpeg = `${path.posix.basename(address, extension)}.jpg`;
  if (treatment === 'unsupported') {
    return problem('error', `ảnh "${address}" là tệp ${extension || 'không có đuôi'}, trình duyệt không hiển thị được; mở ảnh rồi lưu (xuất) lại thành JPEG, ví dụ "${asJpeg}", và viết tên tệp mới ở đây`);
  }
  const size = readImageSize(path.join(root, file));
  if (!size) return problem('error', `tệp "${address}" không đọc được như ảnh ${extension.toUpperCase().slice(1)} (hỏng, hoặc là định dạng khác mang đuôi ${extension}); mở ảnh rồi lưu lại thành JPEG`);
  const shown = images.uses[use];
  if (!shown) return [];
  const needed = 2 * shown.width;
  if (usableWidth(shown, size) >= needed) return [];
  const box = shown.aspect !== undefined
    ? `${needed} × ${Math.round(needed / shown.aspect)} px (khung ảnh ${shapeOf(shown.aspect)}, nên cả chiều cao cũng cần đủ)`
    : `${needed} px`;
  return problem('warning', `ảnh "${address}" chỉ ${size.width} × ${size.height} px nên bị mờ trên màn hình điện thoại: chỗ này hiện ảnh rộng tới ${shown.width} px, cần ảnh gốc ít nhất ${box}; dùng ảnh gốc lớn hơn (ảnh chụp từ điện thoại là đủ)`);
}

function shapeOf(aspect: number): string {
  if (aspect === 1) return 'vuông';
  const [width, height] = Math.abs(aspect - 16 / 9) < 0.01 ? [16, 9] : [aspect, 1];
  return `${width}:${height}`;
}
