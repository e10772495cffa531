import { Icon } from '../../icons/Icon.tsx';
import { PersonAvatar } from '../../parts/PersonAvatar.tsx';
import type { SpeakersView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';
import type { PictureOf } from '../../parts/pictureLookup.ts';

/** Cards of an event's speakers or guests: avatar (photo with the emoji beneath for when it fails, else drawn), name, title, company, topics and a line about them. */
export function Speakers({ of, people, pictureOf }: SpeakersView & { pictureOf: PictureOf }) {
  const { list, item } = cardRow({ count: people.length, max: 3 });
  return (
    <ul data-people={of} className={cn('mt-10', list)}>
      {people.map((speaker) => (
        <li key={speaker.name} data-person="" className={cn('rounded-2xl border border-ink-200 bg-white p-6 shadow-card', item)}>
          <div className="flex items-center gap-4">
            <PersonAvatar pictureOf={pictureOf} seed={speaker.name} name={speaker.name} photo={speaker.avatar} size="md" tone={speaker.color} fallback={speaker.emoji} />
            <div>
              <h3 className="text-lg font-bold text-ink-900">{speaker.name}</h3>
              <p className="text-sm font-medium text-brand-700">{speaker.title}</p>
              {speaker.company && <p className="text-sm text-ink-500">{speaker.company}</p>}
            </div>
          </div>
          {speaker.topics.length > 0 && (
            <ul className="mt-4 space-y-1.5 text-sm text-ink-700">
              {speaker.topics.map((topic) => (
                <li key={topic} className="flex gap-2"><Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-600" />{topic}</li>
              ))}
            </ul>
          )}
          {speaker.description && <p className="mt-4 text-sm leading-relaxed text-ink-600">{speaker.description}</p>}
        </li>
      ))}
    </ul>
  );
}
