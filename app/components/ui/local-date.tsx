import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { formatDate } from '~/utils/date-format.ts'

/**
 * A date in the page's language. The server and the browser may sit in different time zones: the browser's reading
 * replaces the server's after hydration.
 */
export function LocalDate({ iso, options }: { iso: string; options: Intl.DateTimeFormatOptions }) {
  const locale = useTranslation().i18n.language
  const [text, setText] = useState(() => formatDate(iso, locale, { ...options, timeZone: 'UTC' }))
  useEffect(() => setText(formatDate(iso, locale, options)), [iso, locale, options])
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  )
}
