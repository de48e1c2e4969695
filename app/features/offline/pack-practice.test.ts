import { describe, expect, it } from 'vitest'
import { loadPlanned, planFor } from '~/utils/practice-plan.ts'
import { packCalls } from './pack-practice.ts'
import { NMT_SECTIONS } from '#domain/exam/exams.ts'
import type { Question } from '#openapi/types.ts'

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
