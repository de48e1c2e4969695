import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examLanguage } from '../../../domain/exam/exams.ts'
import { itemText, nearDuplicate, questionProblems } from '../../../domain/question-rules.ts'
import { difficultyValues, type MaturaLevel, type Question } from '../../../openapi/types.ts'
import { createApiApp } from '../../app.ts'
import { parseEnv } from '../../env.ts'
import { loadExamTypes, loadQuestionBank } from '../../seed/index.ts'
import { createMemoryStore } from '../../store/memory.ts'
import type { QuestionStore } from '../../store/types.ts'
import { createOfflineEngine } from './index.ts'
import { nodeTutorResources } from './tutor-node.ts'

/** With no key: 10 Mathematics questions for SAT, NMT and Matura are 10 valid, new items, every time. */

const bank = loadQuestionBank()
const examTypes = loadExamTypes()

function memoryStore(): QuestionStore {
  return createMemoryStore(bank).questions
}

/** mulberry32, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const MATH_SECTIONS: { exam: string; section: string; level?: MaturaLevel }[] = [
  { exam: 'SAT', section: 'Math Calculator' },
  { exam: 'SAT', section: 'Math No Calculator' },
  { exam: 'NMT', section: 'Mathematics' },
  { exam: 'MATURA_BASIC', section: 'Mathematics', level: 'Basic' },
  { exam: 'MATURA_EXTENDED', section: 'Mathematics', level: 'Extended' },
]
const DIFFICULTIES = difficultyValues

function expectAllNew(items: Question[], against: Question[]) {
  for (const [i, q] of items.entries()) {
    const others = [...against, ...items.slice(0, i)]
    const repeat = others.find((o) => nearDuplicate(itemText(o), itemText(q)))
    expect(repeat?.questionText, `"${q.questionText}" repeats an earlier item`).toBeUndefined()
  }
}

describe('offline engine: Mathematics generation', () => {
  for (const { exam, section, level } of MATH_SECTIONS) {
    for (const difficulty of DIFFICULTIES) {
      it(`${exam} ${section} (${difficulty}): two calls of 10 give 20 valid items, none a repeat of the bank or of each other`, async () => {
        const store = memoryStore()
        const engine = createOfflineEngine(store, nodeTutorResources, {
          random: seeded(exam.length * 1000 + section.length * 10 + difficulty.length),
        })
        const examType = examTypes.find((e) => e.name === exam)!
        const all: Question[] = []
        for (let call = 0; call < 2; call++) {
          const items = await engine.generateQuestions({
            examType,
            section,
            difficulty,
            level,
            count: 10,
            requester: 'student-1',
          })
          expect(items).toHaveLength(10)
          for (const q of items) {
            expect(
              questionProblems(q, { language: examLanguage(examType.name), against: bank }),
              q.questionText,
            ).toEqual([])
            expect(q).toMatchObject({
              examType: exam,
              countryCode: examType.countryCode,
              section,
              difficulty,
              source: 'generated',
            })
            if (level) expect(q.level).toBe(level)
          }
          all.push(...items)
          await store.addGenerated(items, 'student-1')
        }
        expect(new Set(all.map((q) => q.id)).size).toBe(20)
        expect(new Set(all.map((q) => q.questionText)).size).toBe(20)
        expectAllNew(
          all,
          bank.filter((q) => q.examType === exam && q.section === section),
        )
      })
    }
  }

  it('with the real random source, many rounds stay valid and new (SAT Math Calculator, Easy: the smallest template ranges)', async () => {
    const store = memoryStore()
    const engine = createOfflineEngine(store, nodeTutorResources)
    const examType = examTypes.find((e) => e.name === 'SAT')!
    const all: Question[] = []
    for (let call = 0; call < 6; call++) {
      const items = await engine.generateQuestions({
        examType,
        section: 'Math Calculator',
        difficulty: 'Easy',
        count: 10,
        requester: 'r',
      })
      expect(items).toHaveLength(10)
      for (const q of items) expect(questionProblems(q, { language: 'en' })).toEqual([])
      all.push(...items)
      await store.addGenerated(items, 'r')
    }
    expectAllNew(all, bank)
  })

  it("a Matura call without a level still gives valid items (the exam's own level)", async () => {
    const engine = createOfflineEngine(memoryStore(), nodeTutorResources, { random: seeded(7) })
    const examType = examTypes.find((e) => e.name === 'MATURA_EXTENDED')!
    const items = await engine.generateQuestions({
      examType,
      section: 'Mathematics',
      difficulty: 'Medium',
      count: 5,
      requester: 'r',
    })
    expect(items).toHaveLength(5)
    for (const q of items) expect(q.level).toBe('Extended')
  })
})

describe('offline engine through POST /api/questions/generate (no key)', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-offline-')),
      RATE_LIMIT_PER_MINUTE: '100000',
    } as NodeJS.ProcessEnv)
    const { app } = await createApiApp({ env })
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  for (const [examType, section] of [
    ['SAT', 'Math Calculator'],
    ['NMT', 'Mathematics'],
    ['MATURA_BASIC', 'Mathematics'],
    ['MATURA_EXTENDED', 'Mathematics'],
  ] as const) {
    it(`${examType} ${section}: 10 new valid items each time, no repeats across two calls`, async () => {
      const seen: Question[] = []
      for (let call = 0; call < 2; call++) {
        const res = await fetch(`${base}/api/questions/generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ examType, section, difficulty: 'Medium', count: 10 }),
        })
        expect(res.status).toBe(200)
        const items = (await res.json()) as Question[]
        expect(items).toHaveLength(10)
        for (const q of items)
          expect(questionProblems(q, { language: examLanguage(examType), against: bank })).toEqual([])
        seen.push(...items)
      }
      expectAllNew(seen, bank)
    })
  }
})
