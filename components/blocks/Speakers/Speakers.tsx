import { FallbackImage } from '../../parts/FallbackImage.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { useFrontmatter } from '../../SiteContext.tsx';

const speakerTones = {
  blue: 'from-sky-100 to-blue-200',
  purple: 'from-violet-100 to-purple-200',
  green: 'from-emerald-100 to-green-200',
  orange: 'from-amber-100 to-orange-200',
  pink: 'from-pink-100 to-rose-200',
  teal: 'from-teal-100 to-cyan-200',
} as const;

/** Speaker cards: photo (emoji when it fails to load), name, title, company and topics. */
export function Speakers() {
  const { speakers } = useFrontmatter('event');
  if (!speakers) throw new Error('<Speakers /> needs "speakers" in the frontmatter');
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {speakers.map((speaker) => {
        const placeholder = <span className="text-4xl">{speaker.emoji}</span>;
        const box = `size-20 shrink-0 overflow-hidden rounded-2xl bg-linear-to-br ${speakerTones[speaker.color]}`;
        return (
          <li key={speaker.name} className="rounded-2xl border border-ink-200 bg-white p-6 shadow-card">
            <div className="flex items-center gap-4">
              {speaker.avatar
                ? <FallbackImage src={speaker.avatar} use="speakerAvatar" className={box}>{placeholder}</FallbackImage>
                : <span aria-hidden="true" className={`grid place-items-center ${box}`}>{placeholder}</span>}
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
          </li>
        );
      })}
    </ul>
  );
}
