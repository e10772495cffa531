/**
 * The validator resolves every use of a block (scripts/engine/validate/blocks/resolveProblems.ts)
 * with the site's specs: a fact a block shows and the content lacks is one message, at the block;
 * a use its spec refuses, or a mistake another check reports, gives none here.
 */
import { describe, expect, it } from 'vitest';
import type { PageFrontmatter } from '../../content/schema.ts';
import { formatProblem } from '../../scripts/engine/core/problem.ts';
import { blockPageOf } from '../../scripts/engine/validate/blocks/blockPageOf.ts';
import { resolveProblems } from '../../scripts/engine/validate/blocks/resolveProblems.ts';
import { eventPage, offering, fixtureSite, homePage, landingPage } from '../../scripts/testing/blockFixtures.ts';
import { blockSpecs } from './blockSpecs.ts';

const site = fixtureSite({
  courses: { flagship: offering({ startDate: '2025-08-13', maxStudents: 20, currentStudents: 12 }), open: offering({ registerForm: 'https://forms.example.com/open' }) },
  'bank-accounts': { main: { holder: 'NGUYEN VAN A', bank: 'Vietcombank', bin: '970436', number: '0071000123456' } },
});

/** What the validator reports resolving the blocks of `body` on a page of this frontmatter. */
function problemsOf(body: string, frontmatter: PageFrontmatter): string[] {
  const page = { ...blockPageOf(body, { kind: frontmatter.type, frontmatter }), route: '/thu', frontmatter };
  return resolveProblems([page], blockSpecs, site).map(formatProblem);
}

describe('a fact a block shows', () => {
  it('is asked for once, at the block, when the course lacks it', () => {
    expect(problemsOf('\n<CourseCard />\n', homePage({ featuredCourse: 'flagship' }))).toEqual([
      'content/thu.mdx:5:1  fact  CourseCard: content/data/courses.yaml: khóa "flagship" chưa có price, mà khối này cần; thêm price: vào mục "flagship"',
    ]);
    expect(problemsOf('<BankTransfer />\n', landingPage({ offering: 'flagship' }))).toEqual([
      'content/thu.mdx:4:1  fact  BankTransfer: content/data/courses.yaml: khóa "flagship" chưa có payment, mà khối này cần; thêm payment: vào mục "flagship"',
    ]);
  });

  it('is left to the bank-transfer check when a donation names an account that does not exist', () => {
    expect(problemsOf('<Donation />\n', eventPage({ donation: { account: 'quy', note: 'UNG HO' } }))).toEqual([]);
  });

  it('is not asked for by a block its spec has refused: that one message is the spec’s', () => {
    const refused = ['<Faq />', '<Curriculum />', '<InstructorCards />', '<Agenda />', '<Donation />', '<Countdown />', '<Count of="goals" />',
      '<Actions of="final" />', '<CtaBand id="cuoi" of="final">\n\nChữ\n\n</CtaBand>', '<CardGrid of="goals" />', '<CourseCard />', '<BenefitGrid />'];
    expect(problemsOf(refused.join('\n\n'), eventPage())).toEqual([]);
  });
});

describe('a register button', () => {
  it('without a form to open is one message, at the first block that shows it, however many buttons name the course', () => {
    const page = landingPage({ hero: { facts: [], links: [], actions: [{ label: 'Đăng ký', register: 'flagship' }] }, actions: { final: [{ label: 'Giữ chỗ', register: 'flagship' }] } });
    expect(problemsOf('<PageHero />\n\n<Actions of="final" />\n', page)).toEqual([
      'content/thu.mdx:4:1  fact  PageHero: content/data/courses.yaml: khóa "flagship" chưa có registerForm, mà nút đăng ký (register: flagship) mở biểu mẫu đó; thêm registerForm: vào mục "flagship", hoặc cho nút href',
    ]);
  });

  it('with `register: true` off an event page with a registration form is reported at the block', () => {
    const page = landingPage({ title: 'Trang bán', actions: { final: [{ label: 'Đăng ký', register: true }, { label: 'Khóa mở', register: 'open' }] } });
    expect(problemsOf('<Actions of="final" />\n', page)).toEqual([
      'content/thu.mdx:4:1  fact  Actions: trang "Trang bán" không có registration.form để nút "register: true" mở; "register: true" chỉ dùng trên trang sự kiện có registration.form, ở trang khác dùng register: <mã khóa học> hoặc href',
    ]);
    expect(problemsOf('<Actions of="final" />\n', eventPage({ actions: { final: [{ label: 'Đăng ký', register: true }] } }))).toEqual([]);
  });
});
