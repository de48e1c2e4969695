import { matchRoutes } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { memoizedMatchRoutes, type MatchableRoute, type MatchRoutes } from './route-matching.ts'

/** A tree shaped like the app's: a root, optional language segments, an index, params and a splat. */
function tree(): MatchableRoute[] {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'index', path: ':lang?', index: true },
        { id: 'questions', path: ':lang?/questions' },
        { id: 'full-exam', path: ':lang?/full-exam/:exam' },
        { id: 'review', path: ':lang?/review', children: [{ id: 'review-index', index: true }] },
        { id: 'review-today', path: ':lang?/review/today' },
        { id: 'Case', path: 'Case', caseSensitive: true },
        { id: 'splat', path: '*' },
      ],
    },
  ]
}

const original = matchRoutes as unknown as MatchRoutes
const PATHS = [
  '/',
  '/uk',
  '/questions',
  '/pl/questions',
  '/full-exam/sat',
  '/uk/full-exam/nmt',
  '/review',
  '/review/today',
]
const MORE = ['/uk/review', '/case', '/Case', '/nowhere/at/all', '/full-exam/s%20a', { pathname: '/questions' }]

/** A match as its route's id, so that answers over different trees compare. */
const byId = (found: ReturnType<MatchRoutes>) =>
  found?.map((m) => ({ ...m, route: (m.route as MatchableRoute).id, params: { ...m.params } })) ?? null

describe('memoizedMatchRoutes', () => {
  it('answers as matchRoutes does, the first time and when the answer is kept', () => {
    const memo = memoizedMatchRoutes(original)
    for (const path of [...PATHS, ...MORE, ...PATHS, ...MORE]) {
      expect(byId(memo(tree(), path))).toEqual(byId(original(tree(), path)))
    }
    expect(memo(tree(), '/basename/questions', '/basename')?.at(-1)?.route).toMatchObject({ id: 'questions' })
    expect(memo(tree(), '/questions', '/basename')).toBeNull()
  })

  it('hands back the routes of the tree it is given, not those of the tree that was first matched', () => {
    const memo = memoizedMatchRoutes(original)
    memo(tree(), '/uk/questions')
    const other = tree()
    const found = memo(other, '/uk/questions')
    expect(found?.map((m) => m.route)).toEqual([other[0], other[0].children![1]])
    expect(found?.[1].route).toBe(other[0].children![1])
  })

  it('gives each answer params of its own, shared by its matches as the original does', () => {
    const memo = memoizedMatchRoutes(original)
    const first = memo(tree(), '/uk/full-exam/sat')!
    first[1].params.exam = 'changed'
    const second = memo(tree(), '/uk/full-exam/sat')!
    expect(second[1].params).toEqual({ lang: 'uk', exam: 'sat' })
    expect(second[0].params).toBe(second[1].params)
  })

  it('matches anew when a route of the same tree has another path', () => {
    const memo = memoizedMatchRoutes(original)
    expect(memo(tree(), '/questions')?.at(-1)?.route).toMatchObject({ id: 'questions' })
    const changed = tree()
    changed[0].children![1].path = ':lang?/questions-renamed'
    // '/questions' is now the index with lang 'questions', as matchRoutes says.
    expect(byId(memo(changed, '/questions'))).toEqual(byId(original(changed, '/questions')))
    expect(memo(changed, '/questions')?.at(-1)?.route).toMatchObject({ id: 'index' })
  })

  it('calls the original once per tree shape and path', () => {
    let calls = 0
    const memo = memoizedMatchRoutes((...args) => (calls++, original(...args)))
    for (let i = 0; i < 5; i++) memo(tree(), '/review/today')
    expect(calls).toBe(1)
  })
})
