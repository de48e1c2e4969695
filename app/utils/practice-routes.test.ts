import { describe, expect, it } from 'vitest'
import { practiceRouteFor } from './practice-routes.ts'

describe('practiceRouteFor', () => {
  it.each([
    ['nmt', '/nmt-practice'],
    ['sat', '/sat-practice'],
    ['matura-basic', '/matura-practice'],
    ['matura-extended', '/matura-practice'],
    ['alberta-diploma', '/canada-practice'],
    ['ontario-osslt', '/canada-practice'],
    ['bc-literacy', '/canada-practice'],
    ['gre', '/practice'],
    ['nmt-2', '/practice'],
  ])('%s → %s', (id, route) => expect(practiceRouteFor(id)).toBe(route))
})
