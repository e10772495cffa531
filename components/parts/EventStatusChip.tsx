import type { EventStatusView } from './eventStatus.ts';

/**
 * An event's status chip, "Sắp diễn ra", "Đang diễn ra" or "Đã diễn ra": the build shows its phase,
 * and each phase's words carry their span, so the page's clock shows the right one (renderer/shell/pageClock.ts).
 */
export function EventStatusChip({ phases }: EventStatusView) {
  return (
    <p data-slot="event-status" className="inline-flex items-center rounded-full bg-accent-400 px-3 py-1.5 text-sm font-bold text-ink-900">
      {phases.map((phase) => (
        <span key={phase.phase} data-phase={phase.phase} data-from={phase.span.from} data-until={phase.span.until} hidden={!phase.shown}>{phase.text}</span>
      ))}
    </p>
  );
}
