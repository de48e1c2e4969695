import { describe, expect, it, vi } from 'vitest'
import type { KeptPack } from '~/utils/browser-store/kept-types.ts'
import { loadPlanned, planFor } from '~/utils/practice-plan.ts'
import { genericFromPack, packCalls } from './pack-practice.ts'
import { NMT_SECTIONS } from '#domain/exam/exams.ts'
import type { ExamTypeName, Question } from '#openapi/types.ts'

const findPackOf = vi.fn<(examType: ExamTypeName) => Promise<KeptPack | undefined>>()
vi.mock('./pack-store.ts', () => ({ findPackOf: (examType: ExamTypeName) => findPackOf(examType) }))

const item = (id: string, examType: string, section: string, extra: Partial<Question> = {}): Question =>
  ({
    id,
    examType,
    countryCode: 'UA',
    section,
    topic: 'Topic',
    difficulty: 'Medium',
    questionText: `Question ${id}?`,
    options: ['one', 'two', 'three', 'four'],
    correctAnswer: 'two',
    explanation: 'Because.',
    timeLimit: 60,
    source: 'bank',
    ...extra,
  }) as Question

// A pack as kept: several exams' items in no particular order, some the short flows cannot show.
const pack: Question[] = [
  ...NMT_SECTIONS.flatMap((section, s) =>
    Array.from({ length: 6 }, (_, i) => item(`nmt-${s}-${5 - i}`, 'NMT', section)),
  ),
  item('nmt-five', 'NMT', 'Mathematics', { options: ['a', 'b', 'c', 'd', 'two'] }),
  item('nmt-numeric', 'NMT', 'Mathematics', { options: [], correctAnswer: '2.5' }),
  item('sat-1', 'SAT', 'Math'),
]

describe('packCalls', () => {
  it('answers a bank list as GET /api/questions does: its exam and section, choice items, by id, up to the limit', async () => {
    const result = await packCalls(pack).list({ examType: 'NMT', section: 'Mathematics', limit: 4 })
    expect(result.ok && result.questions.map((q) => q.id)).toEqual(['nmt-1-0', 'nmt-1-1', 'nmt-1-2', 'nmt-1-3'])
  })

  it('lists the student’s own generated items first, newest first', async () => {
    const own = item('gen-1', 'NMT', 'Mathematics', { source: 'generated', createdAt: '2026-11-01T00:00:00Z' })
    const result = await packCalls([...pack, own]).list({ examType: 'NMT', section: 'Mathematics', limit: 2 })
    expect(result.ok && result.questions.map((q) => q.id)).toEqual(['gen-1', 'nmt-1-0'])
  })

  it('cannot generate offline', async () => {
    const result = await packCalls(pack).generate({ examType: 'SAT', section: 'Math', difficulty: 'Medium', count: 5 })
    expect(result.ok).toBe(false)
  })
})

describe('a short test drawn from a pack', () => {
  it('runs the NMT plan on the pack: five questions of its sections, every one from the pack', async () => {
    const loaded = await loadPlanned(planFor('nmt', new URLSearchParams())!, packCalls(pack))
    expect(loaded.demo).toBe(false)
    expect(loaded.questions).toHaveLength(5)
    const ids = new Set(pack.map((q) => q.id))
    for (const q of loaded.questions) {
      expect(ids.has(q.id)).toBe(true)
      expect(q.examType).toBe('NMT')
      // A choice item of four or five options (decision 104), never the numeric one.
      expect(q.options.length).toBeGreaterThanOrEqual(4)
      expect(q.options).toContain(q.correctAnswer)
    }
    expect(new Set(loaded.questions.map((q) => q.section)).size).toBeGreaterThan(1)
  })

  it('falls back to the built-in set when the pack has nothing for the exam', async () => {
    const loaded = await loadPlanned(planFor('nmt', new URLSearchParams())!, packCalls([]))
    expect(loaded.demo).toBe(true)
    expect(loaded.questions.length).toBeGreaterThan(0)
  })
})

describe('the generic page from a kept pack', () => {
  const kept = { examTypes: ['NMT'], questions: pack } as unknown as KeptPack
  const search = (query: Record<string, string>) => new URLSearchParams(query)

  it('a question-bank link: checked against the registry, drawn from the pack that holds its exam', async () => {
    findPackOf.mockReset().mockResolvedValue(kept)
    const drawn = await genericFromPack(search({ exam: 'nmt', section: 'mathematics' }))
    expect(findPackOf).toHaveBeenCalledWith('NMT')
    expect(drawn?.link).toEqual({ ok: true, examType: 'NMT', countryCode: 'UA', section: 'Mathematics' })
    expect(drawn?.loaded?.questions).toHaveLength(5)
    expect(drawn?.loaded?.questions.every((q) => q.examType === 'NMT' && q.section === 'Mathematics')).toBe(true)
  })

  it('no kept pack holds the exam: nothing to draw (the page needs the server)', async () => {
    findPackOf.mockReset().mockResolvedValue(undefined)
    expect(await genericFromPack(search({ exam: 'SAT', section: 'Math Calculator' }))).toBeUndefined()
  })

  it('a bad link is the same problem as online, with no pack opened', async () => {
    findPackOf.mockReset()
    const drawn = await genericFromPack(search({ exam: 'NMT', section: 'Chemistry' }))
    expect(drawn).toEqual({ link: expect.objectContaining({ ok: false, problem: 'unknownSection' }), loaded: null })
    expect(findPackOf).not.toHaveBeenCalled()
  })

  it('no link and no chosen test yet: nothing to load until the browser says which', async () => {
    expect(await genericFromPack(search({}))).toEqual({ link: null, loaded: null })
  })
})
