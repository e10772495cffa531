import { Icon } from '../../icons/Icon.tsx';
import { PersonAvatar } from '../../parts/PersonAvatar.tsx';
import type { TestimonialsView } from './resolve.ts';
import { cardRow } from '../../ui/cardRow.ts';
import { cn } from '../../ui/cn.ts';
import type { PictureOf } from '../../parts/pictureLookup.ts';

/** Student quotes with their rating and the author's avatar. */
export function Testimonials({ testimonials, rating, pictureOf }: TestimonialsView & { pictureOf: PictureOf }) {
  const { list, item } = cardRow({ count: testimonials.length, max: 3, twoFrom: 'md', gap: 6 });
  return (
    <ul className={cn('mt-12', list)}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name} className={item}>
          <figure data-person="" className="flex h-full flex-col rounded-3xl border border-ink-200 bg-white p-6 shadow-card">
            <p className="flex gap-0.5 text-accent-500" aria-label={`${testimonial.rating}/5 ${rating}`} role="img">
              {Array.from({ length: testimonial.rating }, (_, i) => <Icon key={i} name="star" filled className="size-4" />)}
            </p>
            <blockquote className="mt-4 flex-1 leading-relaxed text-ink-700">“{testimonial.content}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <PersonAvatar pictureOf={pictureOf} seed={testimonial.name} name={testimonial.name} photo={testimonial.avatar} size="sm" tone={testimonial.background} />
              <span>
                <span className="block font-bold text-ink-900">{testimonial.name}</span>
                <span className="block text-sm text-ink-500">{testimonial.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
