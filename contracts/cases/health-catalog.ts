import { fixtures } from '../fixtures.ts'
import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus } from '../harness.ts'

const FIXTURE_RULE = 'contracts/README.md "Fixture data": the server holds contracts/fixtures/*.json'

/** Each fixture entry (`kind`, found by `key`) is in `listed`, with the fixture's `field`. */
function expectAsFixture(kind: string, key: string, field: string, listed: any[], fixture: any[]) {
  for (const entry of fixture) {
    const found = listed.find((x) => x[key] === entry[key])
    expect(found, `${kind} ${entry[key]} is missing`, `${FIXTURE_RULE} (catalog.json)`)
    expect(
      found[field] === entry[field],
      `${kind} ${entry[key]} has ${field} ${found[field]}, the fixture says ${entry[field]}`,
      `${FIXTURE_RULE} (catalog.json)`,
    )
  }
}

export const healthCatalogCases: Case[] = [
  {
    name: 'GET /api/health answers {status: ok}',
    operation: 'GET /api/health',
    async run(t) {
      const res = await t.client().call('get', '/api/health')
      expectStatus(res, 200)
      expect(res.body.status === 'ok', 'status must be ok')
    },
  },
  {
    name: 'GET /api/ready answers 200 {status: ready} with every check passing (a server that started and can write)',
    operation: 'GET /api/ready',
    async run(t) {
      const res = await t.client().call('get', '/api/ready')
      expectStatus(res, 200)
      expect(res.body.status === 'ready', `status must be ready, got ${JSON.stringify(res.body.status)}`)
      const checks = Object.entries(res.body.checks ?? {}) as [string, { ok: boolean }][]
      expect(
        checks.some(([name]) => name === 'store'),
        'checks must include the store',
      )
      for (const [name, check] of checks) expect(check.ok === true, `check ${name} must pass on a ready server`)
    },
  },
  {
    name: 'GET /api/catalog lists the fixture countries (with their languages) and tests',
    operation: 'GET /api/catalog',
    async run(t) {
      const res = await t.client().call('get', '/api/catalog')
      expectStatus(res, 200)
      const { catalog } = fixtures()
      expectAsFixture('country', 'code', 'language', res.body.countries, catalog.countries)
      expectAsFixture('test', 'id', 'countryCode', res.body.tests, catalog.tests)
    },
  },
  ...(['/api/catalog', '/api/exam-types'] as const).map((path): Case => ({
    name: `GET ${path} is cacheable: Cache-Control and an ETag, 304 without a body on If-None-Match`,
    operation: `GET ${path}`,
    async run(t) {
      const client = t.client()
      const first = await client.call('get', path)
      expectStatus(first, 200)
      const etag = first.headers.get('etag')
      const rule = '#/components/headers/ETag and #/components/responses/NotModified'
      expect(etag && /^(W\/)?"[^"]+"$/.test(etag), `ETag must be a quoted entity tag, got ${etag}`, rule)
      expect(
        /max-age=\d+/.test(first.headers.get('cache-control') ?? ''),
        `Cache-Control must give a max-age, got ${first.headers.get('cache-control')}`,
        '#/components/headers/CacheControl',
      )
      const again = await client.call('get', path, { headers: { 'if-none-match': etag } })
      expectStatus(again, 304)
      expect(again.text === '', 'a 304 has no body', rule)
      expect(again.headers.get('etag') === etag, 'the 304 repeats the ETag', rule)
      const other = await client.call('get', path, { headers: { 'if-none-match': '"not-the-current-tag"' } })
      expectStatus(other, 200)
      expect(JSON.stringify(other.body) === JSON.stringify(first.body), 'another tag gets the full body', rule)
    },
  })),
  {
    name: 'GET /api/exam-types has an exam type for every test, with the fixture sections in order',
    operation: 'GET /api/exam-types',
    async run(t) {
      const client = t.client()
      const [types, catalog] = await Promise.all([
        client.call('get', '/api/exam-types'),
        client.call('get', '/api/catalog'),
      ])
      expectStatus(types, 200)
      for (const test of catalog.body.tests) {
        const type = types.body.find((e: any) => e.id === test.id)
        expect(type, `no exam type for test ${test.id}`, '#/components/schemas/ExamType: one per catalogue test')
        expect(
          type.countryCode === test.countryCode,
          `exam type ${test.id} has countryCode ${type.countryCode}, test says ${test.countryCode}`,
        )
        expect(type.sections.length > 0, `exam type ${test.id} has no sections`)
      }
      for (const fixture of fixtures().examTypes) {
        const type = types.body.find((e: any) => e.id === fixture.id)
        expect(type, `exam type ${fixture.id} is missing`, `${FIXTURE_RULE} (exam-types.json)`)
        expect(
          type.name === fixture.name && type.sections.join('|') === fixture.sections.join('|'),
          `exam type ${fixture.id}: expected ${fixture.name} [${fixture.sections.join(', ')}], got ${type.name} [${type.sections.join(', ')}]`,
          `${FIXTURE_RULE} (exam-types.json)`,
        )
      }
    },
  },
  {
    name: "GET /api/study-notes lists an exam type's notes, one language or each, and refuses a bad exam type with 400",
    operation: 'GET /api/study-notes',
    async run(t) {
      const client = t.client()
      const rule = '#/paths/~1api~1study-notes/get/description'
      const [all, uk] = await Promise.all([
        client.call('get', '/api/study-notes', { query: { examType: 'NMT' } }),
        client.call('get', '/api/study-notes', { query: { examType: 'NMT', language: 'uk' } }),
      ])
      expectStatus(all, 200)
      expectStatus(uk, 200)
      expect(uk.body.length > 0, 'the NMT has study notes in Ukrainian', rule)
      const key = (n: { id: string; language: string }) => `${n.id}/${n.language}`
      expect(
        all.body.every((n: any) => n.examType === 'NMT'),
        'every note is of the asked exam type',
        rule,
      )
      expect(new Set(all.body.map(key)).size === all.body.length, 'a note appears once per language', rule)
      expect(
        uk.body.every((n: any) => n.language === 'uk' && n.examType === 'NMT'),
        'language keeps that language only',
        rule,
      )
      const ukOfAll = all.body.filter((n: any) => n.language === 'uk').map(key)
      expect(
        JSON.stringify(ukOfAll) === JSON.stringify(uk.body.map(key)),
        'the Ukrainian notes are the same, in the same order, with or without language',
        rule,
      )
      const etag = uk.headers.get('etag')
      const again = await client.call('get', '/api/study-notes', {
        query: { examType: 'NMT', language: 'uk' },
        headers: { 'if-none-match': etag ?? '' },
      })
      expectStatus(again, 304)
      for (const query of [{}, { examType: 'GRE' }, { examType: 'NMT', language: 'de' }])
        expectProblem(await client.call('get', '/api/study-notes', { query: query as any }), 400)
    },
  },
]
