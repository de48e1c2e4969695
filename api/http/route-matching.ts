import { createRequire } from 'node:module'

/** The parts of a route `matchRoutes` reads (@remix-run/router's AgnosticRouteObject). */
export type MatchableRoute = {
  id?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  children?: MatchableRoute[]
}
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: unknown }
type Location = string | { pathname?: string }
export type MatchRoutes = (routes: MatchableRoute[], location: Location, basename?: string) => Match[] | null

/** What one match was, with its route named by its place in the tree (depth-first order), not by the object. */
type KeptMatch = { pathname: string; pathnameBase: string; at: number }
/** An answer: its matches and the params they share (a copy, so that a caller changing its own cannot reach it). */
type Kept = { matches: KeptMatch[]; params: Record<string, string | undefined> } | null

/** Paths kept; a path a visitor makes up (any URL) is one more entry, so the oldest go first past this. */
const KEPT_PATHS = 1000

/** The tree's shape (what matching depends on) as a string, and its routes in the same depth-first order. */
function walk(routes: MatchableRoute[]): { shape: string; order: Map<unknown, number>; list: MatchableRoute[] } {
  const list: MatchableRoute[] = []
  const order = new Map<unknown, number>()
  let shape = ''
  const visit = (level: MatchableRoute[]) => {
    shape += '['
    for (const route of level) {
      order.set(route, list.length)
      list.push(route)
      shape += `${route.path ?? ''}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}\u0002`
      if (route.children?.length) visit(route.children)
    }
    shape += ']'
  }
  visit(routes)
  return { shape, order, list }
}

/**
 * `matchRoutes` of @remix-run/router flattens, ranks and compiles a regular expression for every route on each
 * call, and a page render calls it three times (the server's match, React Router's routes, the manifest Remix sends)
 * on route trees it builds anew for each render. The answer depends only on the tree's paths and the URL's path, so
 * it is kept per (tree shape, path) and handed back with the routes of the tree given and params of its own.
 */
export function memoizedMatchRoutes(original: MatchRoutes): MatchRoutes {
  const kept = new Map<string, Kept>()
  return (routes, location, basename = '/') => {
    const { shape, order, list } = walk(routes)
    const path = typeof location === 'string' ? location : (location.pathname ?? '')
    const key = `${basename}\u0000${path}\u0000${shape}`
    const answer = kept.get(key)
    if (answer === undefined) {
      const found = original(routes, location, basename)
      const matches = found?.map((m) => ({
        pathname: m.pathname,
        pathnameBase: m.pathnameBase,
        at: order.get(m.route)!,
      }))
      if (matches?.some((m) => m.at === undefined)) return found // a route outside the tree given: not kept
      if (kept.size >= KEPT_PATHS) kept.delete(kept.keys().next().value!)
      kept.set(key, found && matches ? { matches, params: { ...found[found.length - 1]?.params } } : null)
      return found
    }
    if (!answer) return null
    // One params object shared by every match of the answer, as the original gives it.
    const params = { ...answer.params }
    return answer.matches.map((m) => ({
      params,
      pathname: m.pathname,
      pathnameBase: m.pathnameBase,
      route: list[m.at],
    }))
  }
}

let installed = false

/**
 * Puts the kept matching in place of @remix-run/router's exported `matchRoutes`, which Remix's server runtime and
 * React Router call through the module's exports (the router's own `query` keeps its internal one). Once per process.
 */
export function installRouteMatching(): void {
  if (installed) return
  installed = true
  const router = createRequire(import.meta.url)('@remix-run/router') as { matchRoutes: MatchRoutes }
  router.matchRoutes = memoizedMatchRoutes(router.matchRoutes)
}
