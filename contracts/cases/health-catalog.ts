import type { Case } from '../harness.ts'
import { expect, expectStatus } from '../harness.ts'

const TEST_IDS = ['nmt', 'sat', 'matura-basic', 'matura-extended', 'alberta-diploma', 'ontario-osslt', 'bc-literacy']

export const healthCatalogCases: Case[] = [
  {
    name: 'GET /api/health answers {status: ok}',
    async run(t) {
      const res = await t.client().call('get', '/api/health')
      expectStatus(res, 200)
      expect(res.body.status === 'ok', 'status must be ok')
    },
  },
  {
    name: 'GET /api/catalog lists the 4 countries and the 7 tests',
    async run(t) {
      const res = await t.client().call('get', '/api/catalog')
      expectStatus(res, 200)
      expect(
        res.body.countries
          .map((c) => c.code)
          .sort()
          .join() === 'CA,PL,UA,US',
        'countries must be UA, US, PL, CA',
      )
      expect(
        res.body.tests
          .map((x) => x.id)
          .sort()
          .join() === [...TEST_IDS].sort().join(),
        `tests must be ${TEST_IDS.join(', ')}`,
      )
      const languages = Object.fromEntries(res.body.countries.map((c) => [c.code, c.language]))
      expect(
        languages.UA === 'uk' && languages.US === 'en' && languages.PL === 'pl' && languages.CA === 'en',
        'country languages must be UA uk, US en, PL pl, CA en',
      )
    },
  },
  {
    name: 'GET /api/exam-types has an exam type for every test, with sections',
    async run(t) {
      const client = t.client()
      const [types, catalog] = await Promise.all([
        client.call('get', '/api/exam-types'),
        client.call('get', '/api/catalog'),
      ])
      expectStatus(types, 200)
      for (const test of catalog.body.tests) {
        const type = types.body.find((e) => e.id === test.id)
        expect(type, `no exam type for test ${test.id}`)
        expect(
          type.countryCode === test.countryCode,
          `exam type ${test.id} has countryCode ${type.countryCode}, test says ${test.countryCode}`,
        )
        expect(type.sections.length > 0, `exam type ${test.id} has no sections`)
      }
      const alberta = types.body.find((e) => e.name === 'ALBERTA_DIPLOMA')
      expect(
        alberta?.sections[0] === 'Math 30-1' && alberta?.sections[1] === 'English 30-1',
        'ALBERTA_DIPLOMA sections start with Math 30-1, English 30-1',
      )
      const sat = types.body.find((e) => e.name === 'SAT')
      expect(
        ['Evidence-Based Reading & Writing', 'Math No Calculator', 'Math Calculator'].every((s) =>
          sat?.sections.includes(s),
        ),
        'SAT has the three spec sections',
      )
    },
  },
]
