import { Fragment } from 'react'
import { Link } from '~/components/ui/link.tsx'

// [label](/questions?examType=SAT&topic=linear_equations): the tutor's links to practice. Labels and targets
// stay on one line and within sane lengths.
const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g
const BASE = 'https://examready.invalid'

/**
 * The in-app path of a link the tutor wrote, or null: only a relative path on this site ("/questions?…") is
 * followed; absolute URLs, protocol-relative ("//…"), backslashes and other schemes (javascript:, data:) are not.
 */
export function sameOriginPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || /[\\\s]/.test(href)) return null
  try {
    const url = new URL(href, BASE)
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/** Splits a reply into text and same-origin links; everything else stays text (React escapes it). */
export function replyParts(text: string): ({ text: string } | { label: string; to: string })[] {
  const parts: ({ text: string } | { label: string; to: string })[] = []
  let at = 0
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const to = sameOriginPath(match[2])
    if (!to) continue
    if (match.index > at) parts.push({ text: text.slice(at, match.index) })
    parts.push({ label: match[1], to })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at) })
  return parts
}

/** A tutor reply as text, its Markdown-style links to this site's pages as real links. */
export function TutorReplyText({ text }: { text: string }) {
  return (
    <>
      {replyParts(text).map((part, i) =>
        'to' in part ? (
          <Link key={i} to={part.to} className="font-medium text-brand-strong underline underline-offset-2">
            {part.label}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
