import { PersonAvatar } from '../../parts/PersonAvatar.tsx';
import type { InstructorCardsView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';
import type { PictureOf } from '../../parts/pictureLookup.ts';

/** The page's instructors (shared data, by id), with their avatar (photo, else drawn), badge, bio and expertise. */
export function InstructorCards({ instructors, pictureOf }: InstructorCardsView & { pictureOf: PictureOf }) {
  // Two a row at most: a card lays its avatar beside its bio.
  const row = cardRow({ count: instructors.length, max: 2, twoFrom: 'md', gap: 6 });
  return (
    <ul className={cn('mt-12', row.list)}>
      {instructors.map((instructor) => {
        const { id } = instructor;
        return (
          <li key={id} data-person="" className={cn(row.item, 'flex flex-col gap-5 rounded-3xl border border-ink-200 bg-white p-6 shadow-card sm:flex-row sm:p-8')}>
            <PersonAvatar pictureOf={pictureOf} seed={id} name={instructor.name} photo={instructor.avatar} size="lg" />
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-xl font-bold text-ink-900">{instructor.name}</h3>
                {instructor.badge && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-800">{instructor.badge}</span>}
              </div>
              <p className="mt-1 text-sm font-medium text-brand-700">{instructor.title}</p>
              <p className="mt-3 text-sm leading-relaxed text-ink-600">{instructor.bio}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {instructor.expertise.map((skill) => (
                  <li key={skill} className="rounded-lg bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-700">{skill}</li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
