/**
 * A course, bootcamp or event page invites the visitor to register (a course open for enrolment, an
 * event to come): its hero must give a way to, so a visitor convinced at the top never has to hunt
 * for one or follow a button that only scrolls to the price.
 */
import type { z } from 'zod';

/** What this rule reads of a button (shapes.ts `cta`). */
interface Button {
  register?: string | true | undefined;
  contact?: string | undefined;
}

/**
 * One issue, at the hero's buttons, unless one of them or of its quieter links registers: it opens
 * the registration form (`register:`) or a chat or call (`contact:`). `register` is what this page's
 * form button would name: its offering's id, or `true` on an event page. A page that writes no
 * `hero` is left alone: its opening has no buttons to promise anything with.
 */
export function checkHeroRegisters(hero: { actions: readonly Button[]; links?: readonly Button[] } | undefined, register: string | true, ctx: z.RefinementCtx): void {
  if (!hero) return;
  const buttons = [...hero.actions, ...hero.links ?? []];
  if (buttons.some((action) => action.register !== undefined || action.contact !== undefined)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['hero', 'actions'],
    message: `trang này mời đăng ký nhưng phần mở đầu chưa có nút nào để đăng ký; thêm vào hero.actions một nút mở biểu mẫu, ví dụ "- label: Đăng ký ngay" với "register: ${register}", hoặc một nút chat hay gọi, ví dụ "contact: advisor-chat"`,
  });
}
