import type { Language } from '../../../../openapi/types.ts'
import { formatNumber } from './expr.ts'

/**
 * A number the way a teacher writes it: a whole number, a simple fraction (3/2), a multiple of π (5π/6) for
 * angles, else a decimal with "≈". Decimal commas in uk/pl.
 */
export function showValue(x: number, language: Language, angle = false): string {
  const n = (v: number) => formatNumber(v, language)
  const minus = (s: string, v: number) => (v < 0 ? `−${s}` : s)
  if (Math.abs(x - Math.round(x)) < 1e-9) return n(Math.round(x))
  if (angle)
    for (let d = 1; d <= 12; d++) {
      const k = (x * d) / Math.PI
      if (Math.abs(k - Math.round(k)) < 1e-9) {
        const c = Math.abs(Math.round(k))
        return minus(`${c === 1 ? '' : c}π${d === 1 ? '' : `/${d}`}`, x)
      }
    }
  for (let d = 2; d <= 16; d++) {
    const k = x * d
    if (Math.abs(k - Math.round(k)) < 1e-9) return minus(`${Math.abs(Math.round(k))}/${d}`, x)
  }
  return `≈ ${n(x)}`.replace('≈ ', Number(x.toFixed(4)) === x ? '' : '≈ ')
}
