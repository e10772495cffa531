/** A menu entry opening a shared contact (navContacts.ts), on the real site with its nav.yaml swapped (scripts/testing/scratchContent.ts). */
import { describe, expect, it } from 'vitest';
import { errorsWith } from '../../scripts/testing/scratchContent.ts';

describe('a menu entry that opens a contact', () => {
  it('reports an unknown contact id in the shared nav and names the ids that exist', () => {
    const nav = [
      'main:', '  - label: Trang chủ', '    href: "#home"', '  - label: Liên hệ', '    contact: zalo-group',
      'landing:', '  links:', '    - label: Trang chủ', '      href: /', '  register: Đăng ký ngay', '',
    ].join('\n');
    expect(errorsWith({ 'data/nav.yaml': nav })).toEqual([
      expect.stringMatching(/^content\/data\/nav\.yaml:5:5  schema  main\.1\.contact: không có liên hệ "zalo-group" trong contacts\.yaml; dùng một trong: group-chat, advisor-chat, hotline, /),
    ]);
  });
});
