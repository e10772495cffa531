import { ActionLink } from '../ActionLink.tsx';
import type { RegisterBarView } from './registerBarView.ts';

/**
 * On phones, a bar along the bottom of the screen with the page's price, start and main button,
 * for when the hero has scrolled away (course, bootcamp and event pages). It is rendered hidden
 * and `inert`: renderer/shell/registerBar.ts shows it while neither the hero's buttons nor a
 * place that already offers registration is on screen. Without JavaScript it never shows, since
 * nothing could hide it again over those places; from md up the page has room for its own buttons.
 * Its button's dialog is a plain fixed dialog for the tap's own frame (renderer/shell/showDialogAtOnce.ts):
 * so that it fills the screen then, the blur is on a layer of its own (a backdrop filter would make
 * the bar the box it is fixed to), and the bar rises above the header while the dialog is open.
 */
export function RegisterBar({ bar: facts }: { bar: RegisterBarView }) {
  return (
    <section data-register-bar="" inert aria-label={facts.label} data-until={facts.until}
      className="register-bar js-only fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white/95 pb-[max(0.75rem,env(safe-area-inset-bottom))] pl-[max(1rem,env(safe-area-inset-left))] pr-[max(1rem,env(safe-area-inset-right))] pt-3 shadow-[0_-6px_20px_-10px_oklch(0.2_0.08_277/0.25)] before:absolute before:inset-0 before:-z-10 before:backdrop-blur has-[dialog[open]]:z-50 md:hidden">
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <dl className="min-w-0 leading-tight">
          {facts.price && (
            <div>
              <dt className="sr-only">{facts.price.label}</dt>
              <dd className="truncate text-lg font-extrabold tracking-tight text-brand-700">{facts.price.value}</dd>
            </div>
          )}
          {facts.start && (
            // Wraps rather than cuts: a weekday and date beside the button do not fit a 360 px line.
            <div className="mt-0.5 flex flex-wrap gap-x-1 text-xs text-ink-600">
              <dt>{facts.start.label}</dt>
              <dd className="font-semibold text-ink-900">{facts.start.value}</dd>
            </div>
          )}
        </dl>
        <ActionLink action={facts.action} variant="hero" icon={facts.action.kind !== 'register'} />
      </div>
    </section>
  );
}
