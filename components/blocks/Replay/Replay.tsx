import { Icon } from '../../icons/Icon.tsx';
import { Picture } from '../../parts/Picture.tsx';
import type { ReplayView } from './resolve.ts';
import type { PictureOf } from '../../parts/pictureLookup.ts';

/** A recorded session: poster and play button; the player (replay.behavior.ts) loads on click. */
export function Replay({ replay, play, pictureOf }: ReplayView & { pictureOf: PictureOf }) {
  return (
    <div data-behavior="replay" className="mx-auto mt-10 max-w-4xl">
      <a href={replay.watch} target="_blank" rel="noopener noreferrer" data-embed={replay.embed} data-title={replay.title}
        className="group relative block aspect-video overflow-hidden rounded-3xl bg-ink-900 shadow-lift">
        <Picture pictureOf={pictureOf} src={replay.poster} use="replayPoster" alt="" className="size-full object-cover opacity-80 transition group-hover:opacity-100" />
        <span className="absolute inset-0 grid place-items-center">
          <span className="flex items-center gap-3 rounded-full bg-white/95 py-3 pl-4 pr-6 font-semibold text-ink-900 shadow-lift transition group-hover:scale-105">
            <span className="grid size-10 place-items-center rounded-full bg-danger-600 text-white"><Icon name="play" className="size-5" filled /></span>
            {play}
          </span>
        </span>
        <span className="sr-only">{replay.title}</span>
      </a>
    </div>
  );
}
