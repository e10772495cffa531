import { describe, expect, it } from 'vitest';
import { displayBox } from './displayBox.ts';

describe('displayBox', () => {
  it('fills the use’s shape at its full width, whatever the photo’s shape', () => {
    expect(displayBox({ width: 896, aspect: 2 }, { width: 4000, height: 3000 })).toEqual({ width: 896, height: 448 });
    expect(displayBox({ width: 96, aspect: 1 }, { width: 50, height: 80 })).toEqual({ width: 96, height: 96 });
  });

  it('keeps an uncut photo’s own shape, no wider than the photo itself', () => {
    expect(displayBox({ width: 720 }, { width: 3000, height: 2000 })).toEqual({ width: 720, height: 480 });
    expect(displayBox({ width: 720 }, { width: 300, height: 400 })).toEqual({ width: 300, height: 400 });
  });
});
