import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { generateRecords, RECORDS_FILE } from './records.gen.ts'
import type * as generated from './records.ts'
import { answerRecordSchema, fullExamStateSchema, importedAnswerSchema } from './records.ts'

const DOCUMENT = path.join(import.meta.dirname, 'openapi.yaml')

/** The records generated from a copy of the document with one edit applied, loaded as a module. */
async function recordsAfter(edit: (yaml: string) => string): Promise<typeof generated> {
  const stamp = `${process.pid}-${Date.now()}`
  const copy = path.join(import.meta.dirname, `openapi.${stamp}.yaml`)
  const module = path.join(import.meta.dirname, `records.${stamp}.ts`)
  try {
    writeFileSync(copy, edit(readFileSync(DOCUMENT, 'utf8')))
    writeFileSync(module, generateRecords(copy))
    return (await import(/* @vite-ignore */ module)) as typeof generated
  } finally {
    rmSync(copy, { force: true })
    rmSync(module, { force: true })
  }
}

const answer = {
  questionId: 'q-1',
  examType: 'SAT',
  section: 'Math',
  topic: 'Linear equations',
  difficulty: 'Easy',
  chosen: 'x'.repeat(300),
  correct: false,
  seconds: 40,
}

describe('openapi/records.ts', () => {
  it('is what records.gen.ts makes from openapi.yaml now (run `npm run gen:types` when this fails)', () => {
    expect(readFileSync(RECORDS_FILE, 'utf8')).toBe(generateRecords())
  })

  it("checks the document's patterns, enums, lengths, ranges and required keys", () => {
    expect(v.is(answerRecordSchema, answer)).toBe(true)
    expect(v.is(answerRecordSchema, { ...answer, questionId: 'has space' })).toBe(false)
    expect(v.is(answerRecordSchema, { ...answer, examType: 'GRE' })).toBe(false)
    expect(v.is(answerRecordSchema, { ...answer, chosen: 'x'.repeat(2001) })).toBe(false)
    expect(v.is(answerRecordSchema, { ...answer, seconds: 86_401 })).toBe(false)
    // ImportedAnswer is AnswerRecord with `answeredAt` required (an allOf in the document).
    expect(v.is(importedAnswerSchema, answer)).toBe(false)
    expect(v.is(importedAnswerSchema, { ...answer, answeredAt: '2026-11-29T08:00:00.000Z' })).toBe(true)
    const state = { v: 1, exam: 'sat', form: 1, startedAt: 0, updatedAt: 0, partIndex: 0, phase: 'ready' }
    const full = { ...state, deadline: null, routes: {}, closed: [], answers: {}, marked: [], struck: {}, current: 0 }
    expect(v.is(fullExamStateSchema, full)).toBe(true)
    expect(
      v.is(fullExamStateSchema, {
        ...full,
        answers: Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`i${i}`, 'A'])),
      }),
    ).toBe(false)
  })

  it('follows the document: a length changed there changes the check', async () => {
    const records = await recordsAfter((yaml) =>
      yaml.replace(/(AnswerRecord:[\s\S]*?chosen:[\s\S]*?maxLength: )2000/, '$1200'),
    )
    expect(v.is(answerRecordSchema, answer)).toBe(true)
    expect(v.is(records.answerRecordSchema, answer)).toBe(false)
    expect(v.is(records.answerRecordSchema, { ...answer, chosen: 'x'.repeat(200) })).toBe(true)
  })
})
