import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { loadSections, type Calls } from './load-questions.ts'
import { SAT_DEMO_QUESTIONS } from '#domain/exam/demo/sat.ts'
import { BANK_POOL_LIMIT, FLOWS } from '#domain/exam/exams.ts'
import type { PracticeQuestion } from '#domain/exam/tally.ts'

const q = (id: string, section: string): PracticeQuestion => ({
  id,
  examType: 'SAT',
  countryCode: 'US',
  section,
  topic: 'algebra',
  difficulty: 'Medium',
  questionText: `Question ${id}`,
  options: ['A', 'B'],
  correctAnswer: 'A',
  explanation: 'Because.',
  timeLimit: 120,
})
const SAT = { rules: FLOWS.sat, examType: 'SAT', sections: ['RW', 'Math NC', 'Math C'], difficulty: 'Medium' as const }
const never = () => new Promise<never>(() => {})
const some = (section: string, n: number) => Array.from({ length: n }, (_, i) => q(`${section}-${i}`, section))

describe('the question loader', () => {
  it('asks for every section at once, takes 4 of each and mixes them', async () => {
    const generate = vi.fn(async ({ section }: { section: string }) => ({
      ok: true as const,
      questions: some(section, 5),
    }))
    const calls: Calls = { generate, list: vi.fn(never) }
    const result = loadSections(SAT, calls)
    expect(generate).toHaveBeenCalledTimes(3)
    const loaded = await result
    expect(loaded).toMatchObject({ demo: false, missing: [], fellBack: [] })
    expect(loaded.questions.map((x) => x.id).slice(0, 4)).toEqual(['RW-0', 'Math NC-0', 'Math C-0', 'RW-1'])
    expect(loaded.questions).toHaveLength(12)
    expect(calls.list).not.toHaveBeenCalled()
  })

  it('a hanging provider: at the deadline the missing sections come from the bank', async () => {
    vi.useFakeTimers()
    try {
      const calls: Calls = {
        generate: vi.fn(async ({ section }: { section: string }) =>
          section === 'RW' ? { ok: true as const, questions: some('RW', 4) } : never(),
        ),
        list: vi.fn(async ({ section }: { section: string }) => ({ ok: true as const, questions: some(section, 2) })),
      }
      const result = loadSections(SAT, calls, 5000)
      await vi.advanceTimersByTimeAsync(5000)
      const loaded = await result
      expect(calls.list).toHaveBeenCalledTimes(2)
      expect(loaded.fellBack).toEqual(['Math NC', 'Math C'])
      expect(loaded.questions).toHaveLength(8)
      expect(loaded.demo).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a deadline of 0 stops waiting at once; with nothing anywhere the demo set is used and flagged', async () => {
    const calls: Calls = {
      generate: vi.fn(never),
      list: vi.fn(async () => ({ ok: true as const, questions: [] })),
    }
    const loaded = await loadSections(SAT, calls, 0)
    expect(loaded.demo).toBe(true)
    expect(loaded.questions).toEqual(SAT_DEMO_QUESTIONS)
    expect(loaded.missing).toEqual(SAT.sections)
    expect(loaded.failed).toBe(false)
  })

  it('the generic test has no demo set: nothing is nothing, and failed calls are told apart', async () => {
    const calls: Calls = {
      generate: vi.fn(never),
      list: vi.fn(async () => ({ ok: false as const, status: 500, error: 'down' })),
    }
    const loaded = await loadSections({ rules: FLOWS.generic, examType: 'SAT', sections: ['Math'] }, calls)
    expect(loaded).toEqual({ questions: [], demo: false, missing: ['Math'], failed: true, fellBack: [] })
  })
})

describe('the bank pool of the short flows (decision 104)', () => {
  it("asks for the list's largest page per section (the contract's limit), not the first items by id", async () => {
    const doc = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'))
    const limit = doc.paths['/api/questions'].get.parameters.find((p: { name: string }) => p.name === 'limit')
    expect(BANK_POOL_LIMIT).toBe(limit.schema.maximum)
    const list = vi.fn(async ({ section }: { section: string }) => ({ ok: true as const, questions: some(section, 3) }))
    await loadSections(
      { rules: FLOWS.nmt, examType: 'NMT', sections: ['History of Ukraine'] },
      { list, generate: never },
    )
    expect(list).toHaveBeenCalledWith(
      { examType: 'NMT', section: 'History of Ukraine', limit: BANK_POOL_LIMIT },
      expect.anything(),
    )
  })
})
