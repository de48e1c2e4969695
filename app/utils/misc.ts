import { clsx, type ClassValue } from 'clsx'

/**
 * Class names joined with clsx. Nothing is de-conflicted in the browser (tailwind-merge cost 8 KB on every page,
 * decision 032): the kit's component classes (`btn-*`, `card`, `badge`, `notice`, `field-input`, `spinner`) sit in
 * the CSS components layer, below the utilities, so a utility passed beside one wins; utilities that would
 * conflict go in the branches of a condition (`ok ? 'border-success' : 'border-line'`), never one after another.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
