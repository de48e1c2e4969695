/** Display helpers of the progress page: numbers and percentages in the UI language (names: ~/utils/names.ts). */

/** Formatters are built once per language and style: building one costs more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>()
function cachedFormat(key: string, build: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key)
  if (!format) formats.set(key, (format = build()))
  return format
}

/** 66.7 → "66.7%" (en), "66,7%" (uk, pl); at most one decimal. */
export function formatPercent(value: number, lng: string): string {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 100)
  return cachedFormat(
    `${lng}%`,
    () => new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 }),
  ).format(clamped / 100)
}

export function formatNumber(value: number, lng: string): string {
  return cachedFormat(lng, () => new Intl.NumberFormat(lng)).format(value)
}

/** Dates of the recent sessions, in the UI language. */
export const SESSION_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }
