import type { ServerBuild } from '@remix-run/node'
import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { pageRoutes } from './observe.ts'

// The route table of a small app: the root, a page, a page with a parameter, and the not-found splat.
const route = (id: string, path: string | undefined, extra: object = {}) => ({ id, path, parentId: 'root', ...extra })
const build = {
  routes: {
    root: { id: 'root', path: '' },
    'routes/_index': route('routes/_index', undefined, { index: true }),
    'routes/questions': route('routes/questions', 'questions'),
    'routes/practice.$examType': route('routes/practice.$examType', 'practice/:examType'),
    'routes/$': route('routes/$', '*'),
  },
} as unknown as ServerBuild

function routeOf(path: string): string {
  const res = { locals: {} } as Response
  pageRoutes(build)({ path } as Request, res, () => undefined)
  return (res.locals as { route: string }).route
}

describe('page routes in the log', () => {
  it('a document is named by its route pattern', () => {
    expect(routeOf('/questions')).toBe('/questions')
    expect(routeOf('/practice/sat')).toBe('/practice/:examType')
    expect(routeOf('/no-such-page')).toBe('/*')
  })

  it("a data request is named by its page's pattern, not the splat route", () => {
    expect(routeOf('/questions.data')).toBe('/questions.data')
    expect(routeOf('/practice/sat.data')).toBe('/practice/:examType.data')
    expect(routeOf('/_root.data')).toBe('/_root.data')
  })
})
