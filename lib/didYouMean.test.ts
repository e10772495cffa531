import { describe, expect, it } from 'vitest';
import { didYouMean } from './didYouMean.ts';

const courses = ['flagship', 'advanced', 'bootcamp-tradingview', 'bootcamp-n8n'];

describe('didYouMean', () => {
  it('suggests the id one letter away', () => {
    expect(didYouMean('flagshipx', courses)).toBe('flagship');
    expect(didYouMean('advnced', courses)).toBe('advanced');
  });

  it('counts two swapped neighbouring letters as one typo', () => {
    expect(didYouMean('falgship', courses)).toBe('flagship');
  });

  it('ignores case', () => {
    expect(didYouMean('FlagShip', courses)).toBe('flagship');
  });

  it('matches Vietnamese written without tone marks, or with the wrong ones', () => {
    expect(didYouMean('Co ban', ['Cơ bản', 'Trung bình', 'Nâng cao'])).toBe('Cơ bản');
    expect(didYouMean('Nâng cào', ['Cơ bản', 'Trung bình', 'Nâng cao'])).toBe('Nâng cao');
    expect(didYouMean('dang tuyen sinh', ['Đang tuyển sinh'])).toBe('Đang tuyển sinh');
  });

  it('sees through invisible characters pasted into a value', () => {
    const contacts = ['group-chat', 'advisor-chat', 'hotline'];
    expect(didYouMean('group-chat\u00a0', contacts)).toBe('group-chat');
    expect(didYouMean('\ufeffgroup-chat', contacts)).toBe('group-chat');
    expect(didYouMean('group\u200b-chat', contacts)).toBe('group-chat');
  });

  it('picks the closest of several near candidates, the first on a tie', () => {
    expect(didYouMean('bootcamp-n8m', courses)).toBe('bootcamp-n8n');
    expect(didYouMean('ab', ['ax', 'ay'])).toBe('ax');
  });

  it('suggests nothing when no candidate is close for the length of the word', () => {
    expect(didYouMean('price', ['title', 'description', 'favicon'])).toBeUndefined();
    expect(didYouMean('vietcombank', ['main'])).toBeUndefined();
    expect(didYouMean('xy', ['ab'])).toBeUndefined();
    expect(didYouMean('flag', courses)).toBeUndefined();
  });

  it('allows more typos in longer words: one per three letters', () => {
    expect(didYouMean('bootcamp-tradingviw', courses)).toBe('bootcamp-tradingview');
    expect(didYouMean('botcamp-tradinview', courses)).toBe('bootcamp-tradingview');
  });

  it('suggests nothing for an exact candidate or an empty list', () => {
    expect(didYouMean('flagship', courses)).toBeUndefined();
    expect(didYouMean('flagship', [])).toBeUndefined();
  });
});
