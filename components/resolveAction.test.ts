import { describe, expect, it } from 'vitest';
import type { PageFrontmatter } from '../content/schema.ts';
import { eventPage, fixtureSite, landingPage, offering } from '../scripts/testing/blockFixtures.ts';
import { MissingFact } from './blocks/defineBlock.ts';
import { resolveAction } from './resolveAction.ts';

const site = fixtureSite({
  contacts: { hotline: { label: 'Hotline', href: 'tel:0900000000', display: '0900 000 000' } },
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
      .toEqual({ kind: 'register', label: 'Đăng ký', form: 'https://forms.example.com/bot', title: 'Bot giao dịch', labels: { close: 'Đóng', formLoading: site.labels.formLoading } });
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
