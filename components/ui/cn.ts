import { clsx, type ClassValue } from 'clsx';

/** Joins class names; the caller's classes come last so they win on equal specificity. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
