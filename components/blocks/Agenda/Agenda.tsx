import type { AgendaView } from './resolve.ts';

/** The programme of the day: each slot's time, title and note. */
export function Agenda({ slots }: AgendaView) {
  return (
    <ol className="mx-auto mt-10 max-w-3xl space-y-3">
      {slots.map((slot) => (
        <li key={slot.time} className="grid gap-1 rounded-2xl border border-ink-200 bg-white p-4 shadow-card sm:grid-cols-[9rem_1fr] sm:gap-4 sm:p-5">
          <span className="font-mono text-sm font-bold text-brand-700">{slot.time}</span>
          <div>
            <p className="font-semibold text-ink-900">{slot.title}</p>
            {slot.note && <p className="mt-1 text-sm text-ink-600">{slot.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
