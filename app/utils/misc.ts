import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

// tailwind-merge knows Tailwind's own scales; our design tokens (app/styles/tailwind.css) are taught here so that
// `cn('rounded-card', 'rounded-none')` or `cn('min-h-touch', 'min-h-0')` keep only the last one.
const twMerge = extendTailwindMerge<'btn-variant'>({
  extend: {
    theme: { radius: ['card'], spacing: ['touch'] },
    classGroups: { 'btn-variant': ['btn-primary', 'btn-secondary', 'btn-ghost', 'btn-danger'] },
  },
})

/** Class names joined with clsx and de-conflicted with tailwind-merge (the later class wins). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
