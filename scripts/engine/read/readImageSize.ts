/**
 * The size a JPEG or PNG is shown at, read synchronously from its first bytes without decoding it
 * (a 5 MB phone photo costs a few small reads): PNG's header; JPEG's frame header, found by stepping
 * over the segments before it (an embedded colour profile can make those long), turned when the
 * camera's EXIF orientation says the photo was taken on its side, as browsers and the build show it.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** Undefined for any other format, or a file cut short or not what its name says. */
export function readImageSize(file: string): ImageSize | undefined {
  const handle = openSync(file, 'r');
  try {
    const read = (position: number, length: number): DataView | undefined => {
      const bytes = Buffer.alloc(length);
      return readSync(handle, bytes, 0, length, position) === length ? new DataView(bytes.buffer, bytes.byteOffset, length) : undefined;
    };
    const head = read(0, 24);
    if (!head) return undefined;
    if (head.getUint32(0) === 0x89504e47 && head.getUint32(12) === 0x49484452) return { width: head.getUint32(16), height: head.getUint32(20) };
    if (head.getUint16(0) === 0xffd8) return jpegSize(read);
    return undefined;
  } finally {
    closeSync(handle);
  }
}

type Read = (position: number, length: number) => DataView | undefined;

/** Start-of-frame markers carry the size: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC). */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers with no length after them: TEM, RST0–7, SOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

function jpegSize(read: Read): ImageSize | undefined {
  let turned = false;
  let offset = 2;
  for (let segments = 0; segments < 1000; segments++) {
    const header = read(offset, 4);
    if (!header || header.getUint8(0) !== 0xff) return undefined;
    const marker = header.getUint8(1);
    if (marker === 0xff) {
      offset += 1; // a fill byte before the marker
      continue;
    }
    if (standsAlone(marker)) {
      offset += 2;
      continue;
    }
    const length = header.getUint16(2);
    if (marker === 0xe1) turned ||= isTurned(read(offset + 4, length - 2));
    if (isFrameHeader(marker)) {
      const frame = read(offset + 5, 4);
      if (!frame) return undefined;
      const size = { height: frame.getUint16(0), width: frame.getUint16(2) };
      return turned ? { width: size.height, height: size.width } : size;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // the image data began without a frame header
    offset += 2 + length;
  }
  return undefined;
}

/** Whether an APP1 segment holds EXIF whose orientation (5–8) turns the photo a quarter. */
function isTurned(segment: DataView | undefined): boolean {
  if (!segment || segment.byteLength < 14 || segment.getUint32(0) !== 0x45786966 || segment.getUint16(4) !== 0) return false;
  const tiff = 6;
  const little = segment.getUint16(tiff) === 0x4949;
  const u16 = (at: number) => segment.getUint16(at, little);
  const u32 = (at: number) => segment.getUint32(at, little);
  const directory = tiff + u32(tiff + 4);
  if (directory + 2 > segment.byteLength) return false;
  const entries = u16(directory);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > segment.byteLength) return false;
    if (u16(entry) === 0x0112) return u16(entry + 8) >= 5 && u16(entry + 8) <= 8;
  }
  return false;
}
