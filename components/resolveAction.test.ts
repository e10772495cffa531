import { describe, expect, it } from 'vitest';
import type { PageFrontmatter } from '../content/schema.ts';
import { eventPage, fixtureSite, landingPage, offering } from '../scripts/testing/blockFixtures.ts';
import { MissingFact } from './blocks/defineBlock.ts';
import { registerContactOf, resolveAction } from './resolveAction.ts';

const site = fixtureSite({
  contacts: {
    hotline: { label: 'Hotline', href: 'tel:0900000000', display: '0900 000 000' },
    advisor: { label: 'Chat với tư vấn viên', href: 'https://zalo.me/0900000000' },
    group: { label: 'Nhóm Zalo', href: 'https://zalo.me/g/nhom' },
  },
  nav: { main: [{ label: 'Liên hệ', contact: 'group' }], landing: { links: [], register: 'Đăng ký' } },
  courses: { bot: offering({ registerForm: 'https://forms.example.com/bot' }), draft: offering({ title: 'Khóa chưa mở' }) },
});
const on = (frontmatter: PageFrontmatter = landingPage(), route: string | null = '/thu') => ({ route, frontmatter });

describe('resolveAction', () => {
  it('writes a link for the page it is on: a section of this page, a new tab for another site', () => {
    expect(resolveAction({ label: 'Lộ trình', href: '#lo-trinh' }, on(), site)).toEqual({ kind: 'link', label: 'Lộ trình', link: { href: '#lo-trinh' }, icon: 'arrowRight' });
    expect(resolveAction({ label: 'Nhóm', href: 'https://zalo.me/g/x' }, on(), site))
      .toEqual({ kind: 'link', label: 'Nhóm', link: { href: 'https://zalo.me/g/x', target: '_blank', rel: 'noopener noreferrer' }, icon: 'chat' });
  });

  it('opens a shared contact with its number shown in the button', () => {
    expect(resolveAction({ label: 'Gọi', contact: 'hotline' }, on(), site)).toEqual({ kind: 'link', label: 'Gọi', link: { href: 'tel:0900000000' }, icon: 'phone', display: '0900 000 000' });
  });

  it('opens a course’s registration form, or with `true` the event page’s own, named by what is registered for', () => {
    expect(resolveAction({ label: 'Đăng ký', register: 'bot' }, on(), site))
      .toMatchObject({ kind: 'register', label: 'Đăng ký', form: 'https://forms.example.com/bot', title: 'Bot giao dịch', labels: { close: 'Đóng', formLoading: site.labels.formLoading, registerDialog: site.labels.registerDialog } });
    const event = eventPage({ title: 'Webinar bot', registration: { form: 'https://forms.example.com/webinar' } });
    expect(resolveAction({ label: 'Giữ chỗ', register: true }, on(event), site)).toMatchObject({ kind: 'register', form: 'https://forms.example.com/webinar', title: 'Webinar bot' });
  });

  it('asks the writer for a form when the course has none, naming the course only, so its many buttons are one mistake', () => {
    expect(() => resolveAction({ label: 'Đăng ký', register: 'draft' }, on(), site)).toThrow(MissingFact);
    expect(() => resolveAction({ label: 'Đăng ký', register: 'draft' }, on(), site)).toThrow('content/data/courses.yaml: khóa "draft" chưa có registerForm');
  });

  it('refuses `register: true` on a page that is not an event with a registration form', () => {
    expect(() => resolveAction({ label: 'Đăng ký', register: true }, on(landingPage({ title: 'Trang bán' })), site)).toThrow(/trang "Trang bán" không có registration.form/);
    const chatOnly = eventPage({ title: 'Hội thảo', registration: { contact: 'hotline' } });
    expect(() => resolveAction({ label: 'Đăng ký', register: true }, on(chatOnly), site)).toThrow(MissingFact);
  });
});

describe('registerContactOf', () => {
  const chat = (label: string, href: string) => ({ kind: 'link', label, link: { href, target: '_blank', rel: 'noopener noreferrer' }, icon: 'chat' });

  it('offers an event’s own registration contact, shown as contacts.yaml names it', () => {
    expect(registerContactOf(on(eventPage({ registration: { form: 'https://forms.example.com/x', contact: 'hotline' } })), site))
      .toEqual({ kind: 'link', label: 'Hotline', link: { href: 'tel:0900000000' }, icon: 'phone', display: '0900 000 000' });
  });

  it('else the chat the page’s hero offers, passing over a phone', () => {
    const hero = { facts: [], links: [], actions: [{ label: 'Gọi', contact: 'hotline' }, { label: 'Hỏi tư vấn', contact: 'advisor' }] };
    expect(registerContactOf(on(landingPage({ hero })), site)).toEqual(chat('Chat với tư vấn viên', 'https://zalo.me/0900000000'));
  });

  it('else the site’s contact from the top bar', () => {
    expect(registerContactOf(on(eventPage()), site)).toEqual(chat('Nhóm Zalo', 'https://zalo.me/g/nhom'));
    expect(registerContactOf(on(landingPage()), site)).toEqual(chat('Nhóm Zalo', 'https://zalo.me/g/nhom'));
  });

  it('puts it in the register button’s dialog', () => {
    expect(resolveAction({ label: 'Đăng ký', register: 'bot' }, on(), site)).toMatchObject({ contact: chat('Nhóm Zalo', 'https://zalo.me/g/nhom') });
  });
});
