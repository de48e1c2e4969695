// The app's links keep the address's language prefix (decision 064): on `/pl/…`, `to="/questions"` goes to
// `/pl/questions`. Import Link, NavLink and useNavigate from here, never from @remix-run/react (eslint enforces it).
/* eslint-disable @typescript-eslint/no-restricted-imports -- the one place that wraps them */
import {
  Link as RemixLink,
  NavLink as RemixNavLink,
  useLocation,
  useNavigate as useRemixNavigate,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
} from '@remix-run/react'
/* eslint-enable @typescript-eslint/no-restricted-imports */
import type { To } from '@remix-run/router'
import { forwardRef, useCallback } from 'react'
import { languageOfPath, localizePath } from '~/i18n/language-path.ts'

/** The language prefix of the current address (undefined on an unprefixed page). */
export function useAddressLanguage() {
  return languageOfPath(useLocation().pathname)
}

/** `to` under the current address's prefix (strings and `{ pathname }` objects alike). */
export function useLocalizedTo() {
  const lng = useAddressLanguage()
  return useCallback(
    (to: To): To =>
      typeof to === 'string'
        ? localizePath(to, lng)
        : to.pathname
          ? { ...to, pathname: localizePath(to.pathname, lng) }
          : to,
    [lng],
  )
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RemixLink ref={ref} to={useLocalizedTo()(to)} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RemixNavLink ref={ref} to={useLocalizedTo()(to)} {...props} />
})

type NavigateOptions = NavigateFunction extends { (to: To, options?: infer O): void; (delta: number): void } ? O : never

/** useNavigate whose paths keep the prefix; numbers (history steps) pass through. */
export function useNavigate(): NavigateFunction {
  const navigate = useRemixNavigate()
  const localize = useLocalizedTo()
  return useCallback<NavigateFunction>(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(localize(to), options)) as NavigateFunction,
    [navigate, localize],
  )
}
