import { afterEach, describe, expect, it } from 'vitest'
import { firstPartIds, formIds, formOfBank } from './form-of-bank.ts'
import { pageForm, restItems } from './rest-items.server.ts'
import { loadQuestionBank } from '#api/seed/index.ts'
import { BLUEPRINTS, isFullExamId } from '#domain/exam/full-length/index.ts'

// The API as the page server reaches it in one process (app/utils/api.server.ts): the seed bank, each page tagged
// with the bank's revision, a current If-None-Match answered 304.
const IN_PROCESS_FETCH = Symbol.for('examready.api.inProcessFetch')
const slot = globalThis as Record<symbol, unknown>
afterEach(() => void delete slot[IN_PROCESS_FETCH])
const seed = loadQuestionBank()

function fakeApi(revision: { value: string }) {
  slot[IN_PROCESS_FETCH] = async (request: Request) => {
    const query = new URL(request.url).searchParams
    const offset = Number(query.get('offset'))
    const etag = `"${revision.value}-${query.get('examType')}-${offset}"`
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { etag } })
    const bank = seed.filter((q) => q.examType === query.get('examType'))
    return Response.json(bank.slice(offset, offset + Number(query.get('limit'))), { headers: { etag } })
  }
}

const rest = (href: string, headers: Record<string, string> = {}) =>
  restItems(new Request(`http://localhost${href}`, { headers }))

describe('the full-length form in two halves (decision 151)', () => {
  it('the page carries the first part; the rest route gives every other item of the form, once', async () => {
    fakeApi({ value: 'r1' })
    for (const exam of Object.keys(BLUEPRINTS).filter(isFullExamId))
      for (const formNumber of [1, 2]) {
        const bank = seed.filter((q) => q.examType === BLUEPRINTS[exam].examType)
        const assembled = formOfBank(exam, formNumber, bank)
        const page = pageForm(exam, formNumber, assembled, 'r1', false)
        const first = firstPartIds(assembled.form)
        expect(first.size).toBeGreaterThan(0)
        expect(page.items.map((q) => q.id).sort()).toEqual([...first].sort())
        expect(page.restOf).toMatch(new RegExp(`^/resources/exam-form-items\\?exam=${exam}(&form=2)?&v=`))

        const answer = await rest(page.restOf!)
        expect(answer.status).toBe(200)
        const restOf: { id: string }[] = await answer.json()
        expect(restOf.some((q) => first.has(q.id))).toBe(false)
        const together = [...page.items, ...restOf].map((q) => q.id).sort()
        expect(together).toEqual(formIds(assembled.form).sort())
        expect(new Set(together).size).toBe(together.length)
      }
  })

  it('an offline copy carries the whole form and no address for the rest', () => {
    const assembled = formOfBank(
      'nmt',
      1,
      seed.filter((q) => q.examType === 'NMT'),
    )
    const page = pageForm('nmt', 1, assembled, 'r1', true)
    expect(page.items).toBe(assembled.items)
    expect(page.restOf).toBeNull()
  })

  it('answers a current ETag with 304 and no body; a changed bank gets another ETag', async () => {
    const revision = { value: 'r2' }
    fakeApi(revision)
    const first = await rest('/resources/exam-form-items?exam=sat')
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^".+-sat-1"$/)
    const again = await rest('/resources/exam-form-items?exam=sat', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    revision.value = 'r3'
    const changed = await rest('/resources/exam-form-items?exam=sat', { 'If-None-Match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('ETag')).not.toBe(etag)
  })

  it('an unknown exam is 404', async () => {
    fakeApi({ value: 'r4' })
    await expect(rest('/resources/exam-form-items?exam=act')).rejects.toMatchObject({ status: 404 })
  })
})
