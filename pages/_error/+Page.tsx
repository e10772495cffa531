// https://vike.dev/error-page
import { buttonVariants } from '../../components/ui/Button.tsx';
import type { PageProps } from '../../renderer/pageProps.ts';

/**
 * The not-found page; renderer/+client.ts logs the attempted path in the browser. Its band's padding
 * is all its space: stretched to a share of the window, it left 180 px of empty page on each side.
 */
export default function Page({ labels }: PageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">{labels.notFoundHeading}</h1>
      <p className="mt-3 text-ink-600">{labels.notFoundBody}</p>
      <a href="/" className={buttonVariants({ variant: 'hero', size: 'lg', className: 'mt-8' })}>{labels.notFoundHome}</a>
    </section>
  );
}
