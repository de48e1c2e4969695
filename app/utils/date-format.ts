/**
 * The one way a page shows a date or time: in the page's language, never a fixed locale (decision 043: Matura and
 * NMT dates were Polish and Ukrainian in the English interface). Formatters are built once per language and options.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

export function formatDate(value: string | number | Date, lng: string, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  const key = `${lng} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(lng, options)))
  return format.format(date)
}
