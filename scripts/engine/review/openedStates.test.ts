import { describe, expect, it } from 'vitest';
import { listOpenedStates } from './openedStates.ts';

const page = (body: string) => `<!doctype html><html><head><title>t</title><script type="application/ld+json">{"price":1}</script></head><body>${body}</body></html>`;
const tabs = (first: string, second: string) => `<div role="tablist"></div>`
  + `<section id="tab-a" role="tabpanel" data-active=""><h3>Buổi 1</h3><p>${first}</p></section>`
  + `<section id="tab-b" role="tabpanel"><h3>Buổi 2</h3><p>${second}</p></section>`;

describe('listOpenedStates', () => {
  it('finds the closed card whose new text a full-page screenshot cannot show', () => {
    const before = page('<details><summary>Bài 1</summary>Cũ</details><details><summary>Bài 2</summary>Giữ nguyên</details>');
    const after = page('<details><summary>Bài 1</summary>Mới</details><details><summary>Bài 2</summary>Giữ nguyên</details>');
    expect(listOpenedStates(before, after)).toEqual([{ kind: 'details', index: 0, label: 'Bài 1', within: [] }]);
  });

  it('names the inactive tab panel holding new text, and passes over the active one, which shows already', () => {
    expect(listOpenedStates(page(tabs('a', 'b')), page(tabs('a đổi', 'b')))).toEqual([]);
    expect(listOpenedStates(page(tabs('a', 'b')), page(tabs('a', 'b đổi')))).toEqual([{ kind: 'tab', index: 1, label: 'Buổi 2', within: [] }]);
  });

  it('opens a dialog by its name, and an open <details> not at all', () => {
    const dialog = (text: string) => page(`<details open><summary>FAQ</summary>${text}</details><dialog aria-label="Đăng ký"><p>${text}</p></dialog>`);
    expect(listOpenedStates(dialog('6.500.000 VNĐ'), dialog('6.900.000 VNĐ'))).toEqual([{ kind: 'dialog', index: 0, label: 'Đăng ký', within: [] }]);
  });

  it('opens a card in another tab after its tab', () => {
    const card = (text: string) => page(tabs('a', `<article><h4>Bài 2.1</h4><details><summary>Chi tiết</summary>${text}</details></article>`));
    expect(listOpenedStates(card('cũ'), card('mới'))).toEqual([{ kind: 'details', index: 0, label: 'Bài 2.1', within: [{ kind: 'tab', index: 1, label: 'Buổi 2' }] }]);
  });

  it('names a card by its title rather than by its summary', () => {
    const card = (text: string) => page(`<article><h4>Webhook đầu tiên</h4><details><summary><span>Chi tiết</span><span>Thu gọn</span></summary>${text}</details></article>`);
    expect(listOpenedStates(card('cũ'), card('mới'))).toEqual([{ kind: 'details', index: 0, label: 'Webhook đầu tiên', within: [] }]);
    expect(listOpenedStates(page('<details><summary><span>Chi tiết</span><span>Thu gọn</span></summary>cũ</details>'), page('<details><summary><span>Chi tiết</span><span>Thu gọn</span></summary>mới</details>'))[0]?.label).toBe('Chi tiết Thu gọn');
  });

  it('reads no script: a price changed only in JSON-LD opens nothing', () => {
    const after = page('<details><summary>Bài 1</summary>Cũ</details>').replace('{"price":1}', '{"price":2}');
    expect(listOpenedStates(page('<details><summary>Bài 1</summary>Cũ</details>'), after)).toEqual([]);
  });
});
