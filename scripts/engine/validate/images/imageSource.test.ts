import { describe, expect, it } from 'vitest';
import { imageSourceFile, imageTreatment, isBesidePage } from './imageSource.ts';

describe('imageSourceFile', () => {
  it('reads an address with a leading slash as a file in public/, and one without as a file beside the page', () => {
    expect(imageSourceFile('/images/a.jpg', 'content/index.mdx')).toBe('public/images/a.jpg');
    expect(imageSourceFile('anh.jpg', 'content/workshop-ai-3x.mdx')).toBe('content/anh.jpg');
    expect(imageSourceFile('./workshop-ai-3x/ảnh%20một.jpg?v=2', 'content/index.mdx')).toBe('content/workshop-ai-3x/ảnh một.jpg');
  });

  it('names no file for an address elsewhere or one that leaves content/', () => {
    expect(['https://example.com/a.jpg', '//cdn.example.com/a.jpg', 'data:image/png;base64,AA', '', '../a.jpg'].map((address) => imageSourceFile(address, 'content/index.mdx')))
      .toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('imageTreatment', () => {
  it('makes variants of a JPEG or PNG, serves SVG, GIF, WebP and AVIF as they are, and no other format', () => {
    expect(['a.JPG', 'a.jpeg', 'a.png', 'a.svg', 'a.gif', 'a.webp', 'a.avif', 'a.heic', 'a'].map(imageTreatment))
      .toEqual(['variants', 'variants', 'variants', 'as-is', 'as-is', 'as-is', 'as-is', 'unsupported', 'unsupported']);
  });

  it('tells a file beside a page from one in public/', () => {
    expect([isBesidePage('content/a/b.jpg'), isBesidePage('public/images/b.jpg')]).toEqual([true, false]);
  });
});
