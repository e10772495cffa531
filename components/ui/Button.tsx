import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * The spec's button styles and sizes; links that look like buttons use `buttonVariants` directly.
 * Heights are minimums and, on a phone, labels may wrap: a long label takes two lines inside
 * its button instead of running out of it. Wider screens keep every label on one line.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl text-center font-semibold max-sm:whitespace-normal transition-all duration-200 disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
        destructive: 'bg-danger-600 text-white shadow-sm hover:brightness-95',
        outline: 'border border-ink-300 bg-white text-ink-900 hover:border-brand-300 hover:bg-brand-50',
        secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
        ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
        link: 'text-brand-700 underline-offset-4 hover:underline',
        /** A quiet text link on a dark band (the hero's extra jumps under its buttons). */
        linkOnDark: 'text-brand-100 underline decoration-white/30 underline-offset-4 hover:text-white hover:decoration-white',
        hero: 'bg-linear-to-r from-brand-600 to-brand-500 text-white shadow-lift hover:-translate-y-0.5 hover:from-brand-700 hover:to-brand-600',
        accent: 'bg-accent-500 text-ink-900 shadow-sm hover:bg-accent-400',
        cta: 'bg-white text-brand-800 shadow-lift hover:-translate-y-0.5 hover:bg-brand-50',
      },
      size: {
        default: 'min-h-11 px-5 py-2 text-sm',
        sm: 'min-h-11 rounded-lg px-3.5 py-2 text-sm',
        lg: 'min-h-13 px-7 py-3 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
