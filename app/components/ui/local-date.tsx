import { useEffect, useState } from 'react'

/**
 * A date in a fixed locale. The server and the browser may sit in different time zones: the browser's reading
 * replaces the server's after hydration.
 */
export function LocalDate({
  iso,
  locale,
  options,
}: {
  iso: string
  locale: string
  options: Intl.DateTimeFormatOptions
}) {
  const [text, setText] = useState(() => formatDate(iso, locale, { ...options, timeZone: 'UTC' }))
  useEffect(() => setText(formatDate(iso, locale, options)), [iso, locale, options])
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  )
}

function formatDate(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, options).format(date)
}
