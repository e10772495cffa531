import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { offeringLabels, readHtml, renderBlock } from '../scripts/testing/blockFixtures.ts';
import { ActionLink, SiteLink } from './ActionLink.tsx';

const dialogLabels = { close: 'Đóng', formLoading: 'Đang tải biểu mẫu…', registerDialog: offeringLabels.registerDialog };

describe('ActionLink', () => {
  it('draws a link as resolved, with the icon of what it opens and a contact’s number in the button', () => {
    const html = readHtml(renderBlock(createElement(ActionLink, {
      action: { kind: 'link', label: 'Gọi', link: { href: 'tel:0900000000' }, icon: 'phone', display: '0900 000 000' }, icon: true,
    })));
    expect(html.attributes('a', 'href')).toEqual(['tel:0900000000']);
    expect(html.texts('a')).toEqual(['Gọi0900 000 000']);
    expect(html.all('a svg')).toHaveLength(1);
    expect(String(html.attributes('a', 'className')[0])).toContain('flex-wrap');
  });

  it('leaves the icon out unless asked, and opens another site in a new tab', () => {
    const html = readHtml(renderBlock(createElement(ActionLink, {
      action: { kind: 'link', label: 'Nhóm', link: { href: 'https://zalo.me/g/x', target: '_blank', rel: 'noopener noreferrer' }, icon: 'chat' },
    })));
    expect(html.all('svg')).toHaveLength(0);
    expect(html.attributes('a', 'target')).toEqual(['_blank']);
  });

  it('opens a registration form in a dialog named after what is registered for', () => {
    const html = readHtml(renderBlock(createElement(ActionLink, {
      action: { kind: 'register', label: 'Đăng ký', form: 'https://forms.example.com/bot', title: 'Bot giao dịch', labels: dialogLabels },
    })));
    expect(html.attributes('a[data-register]', 'href')).toEqual(['https://forms.example.com/bot']);
    expect(html.attributes('dialog', 'ariaLabel')).toEqual(['Bot giao dịch']);
    expect(html.attributes('[data-close]', 'ariaLabel')).toEqual(['Đóng']);
  });

  it('offers the form in a new tab and the page’s chat in the dialog’s HTML, so they need no script', () => {
    const contact = { kind: 'link', label: 'Chat Zalo', link: { href: 'https://zalo.me/0900000000', target: '_blank', rel: 'noopener noreferrer' }, icon: 'chat' } as const;
    const html = readHtml(renderBlock(createElement(ActionLink, {
      action: { kind: 'register', label: 'Đăng ký', form: 'https://forms.example.com/bot', title: 'Bot giao dịch', labels: dialogLabels, contact },
    })));
    expect(html.texts('dialog [data-register-elsewhere] a')).toEqual([dialogLabels.registerDialog.newTab, 'Chat Zalo']);
    expect(html.attributes('dialog [data-register-elsewhere] a', 'href')).toEqual(['https://forms.example.com/bot', 'https://zalo.me/0900000000']);
    expect(html.attributes('dialog [data-register-elsewhere] a', 'target')).toEqual(['_blank', '_blank']);
    expect(html.attributes('dialog [data-register-elsewhere] a', 'rel')).toEqual([['noopener', 'noreferrer'], ['noopener', 'noreferrer']]);
    // The message for a form that has not loaded is there too, shown by the dialog's mark alone.
    expect(html.texts('dialog [role=alert] p')).toEqual([dialogLabels.registerDialog.stalledTitle, dialogLabels.registerDialog.stalledBody]);
  });
});

describe('SiteLink', () => {
  it('writes the link as resolved for its page, with the caller’s class and current-page mark', () => {
    const html = renderBlock(createElement(SiteLink, { link: { href: '/#khoa-hoc' }, className: 'x', 'aria-current': 'page', children: 'Khóa học' }));
    expect(html).toBe('<a href="/#khoa-hoc" class="x" aria-current="page">Khóa học</a>');
  });
});
