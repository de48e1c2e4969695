import { useEffect, useRef } from 'react'

/** Focuses the first heading inside `root` (made focusable by script only), scrolling it into view. */
export function focusFirstHeading(root: HTMLElement | null) {
  const heading = root?.querySelector<HTMLElement>('h1, h2, h3')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus()
}

/**
 * When a page swaps one screen for another in place (a part starts, a part ends, the review list opens), focus
 * would fall to <body>: this moves it to the new screen's first heading instead, so keyboard and screen-reader
 * users land on what changed. `screen` names the screen shown (null: nothing yet); the first screen is left alone
 * (a page load keeps the browser's own focus) unless `initial` is set — for a screen that only ever appears after
 * an action.
 */
export function useHeadingFocus<T extends HTMLElement>(screen: string | null, { initial = false } = {}) {
  const root = useRef<T>(null)
  const previous = useRef<string | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = screen
    if (screen === null || screen === before || (before === null && !initial)) return
    focusFirstHeading(root.current)
  }, [screen, initial])
  return root
}
