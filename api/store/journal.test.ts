import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DocumentSet, STUDENTS_DIR } from './documents.ts'
import { JOURNAL_DIR } from './journal.ts'
import { readStudentData } from './migrate-layout.ts'
import { applyStudentRecords, emptyStudent, isStudentData, type StudentData } from './partitions.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-journal-'))
  dirs.push(dir)
  return dir
}

const open = (dir: string, checkpointAfterMs = 60_000) =>
  DocumentSet.open<StudentData>(dir, {
    empty: emptyStudent,
    valid: isStudentData,
    apply: applyStudentRecords,
    checkpointAfterMs,
  })

const tutor = (id: string, userId: string) => ({ id, userId, createdAt: '', updatedAt: '', messages: [] })
const segments = (dir: string) => readdirSync(path.join(dir, JOURNAL_DIR))

describe('per-student documents behind a write-ahead journal (decision 081)', () => {
  it('an acknowledged change is in the journal, not yet in the document file, and a start replays it', async () => {
    const dir = tempDir()
    const crashed = await open(dir)
    await Promise.all(
      ['a', 'b', 'c'].map((s) => crashed.update('usr_1', (doc) => void doc.tutor.push(tutor(`tut_${s}`, 'usr_1')))),
    )
    await crashed.update('usr_2', (doc) => void doc.tutor.push(tutor('tut_d', 'usr_2')))
    // No close, no checkpoint: as after kill -9 once the changes were acknowledged.
    expect(existsSync(path.join(dir, STUDENTS_DIR, 'usr_1.json'))).toBe(false)
    expect((await crashed.students()).sort()).toEqual(['usr_1', 'usr_2'])
    // The import tool reads what the journal holds too.
    expect((await readStudentData(dir)).tutor.map((t) => t.id).sort()).toEqual(['tut_a', 'tut_b', 'tut_c', 'tut_d'])

    const restarted = await open(dir)
    expect((await restarted.read('usr_1')).tutor.map((t) => t.id).sort()).toEqual(['tut_a', 'tut_b', 'tut_c'])
    expect(JSON.parse(readFileSync(path.join(dir, STUDENTS_DIR, 'usr_2.json'), 'utf8')).tutor).toHaveLength(1)
    // Replayed into the files, the old segments are gone: only the new run's empty segment is left.
    expect(segments(dir)).toHaveLength(1)
    await restarted.close()
  })

  it('a last line cut short by a crash was never acknowledged and is skipped; the lines before it are kept', async () => {
    const dir = tempDir()
    const crashed = await open(dir)
    await crashed.update('usr_1', (doc) => void doc.tutor.push(tutor('tut_kept', 'usr_1')))
    appendFileSync(path.join(dir, JOURNAL_DIR, segments(dir)[0]), '["students/usr_1",{"tutor":[{"id":"tut_tor')
    const restarted = await open(dir)
    expect((await restarted.read('usr_1')).tutor.map((t) => t.id)).toEqual(['tut_kept'])
    await restarted.close()
  })

  it('a checkpoint writes the documents and deletes the segments it covers; a clean close leaves no journal', async () => {
    const dir = tempDir()
    const set = await open(dir, 20)
    await set.update('usr_1', (doc) => void doc.tutor.push(tutor('tut_1', 'usr_1')))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(JSON.parse(readFileSync(path.join(dir, STUDENTS_DIR, 'usr_1.json'), 'utf8')).tutor).toHaveLength(1)
    expect(segments(dir)).toHaveLength(1)
    await set.update('usr_1', (doc) => void doc.tutor.push(tutor('tut_2', 'usr_1')))
    await set.close()
    expect(segments(dir)).toEqual([])
    expect(JSON.parse(readFileSync(path.join(dir, STUDENTS_DIR, 'usr_1.json'), 'utf8')).tutor).toHaveLength(2)
  })

  it('a document dropped from memory is never one whose change is only in the journal', async () => {
    const dir = tempDir()
    const set = await DocumentSet.open<StudentData>(dir, {
      empty: emptyStudent,
      valid: isStudentData,
      apply: applyStudentRecords,
      cached: 2,
      checkpointAfterMs: 60_000,
    })
    for (let i = 0; i < 6; i++)
      await set.update(`usr_${i}`, (doc) => void doc.tutor.push(tutor(`tut_${i}`, `usr_${i}`)))
    for (let i = 0; i < 6; i++) expect((await set.read(`usr_${i}`)).tutor).toHaveLength(1)
    await set.update('usr_0', (doc) => void doc.tutor.push(tutor('tut_again', 'usr_0')))
    await set.close()
    const reopened = await open(dir)
    expect((await reopened.read('usr_0')).tutor).toHaveLength(2)
    await reopened.close()
  })

  it('a change that names its records journals only them; a start replays them over the document file', async () => {
    const dir = tempDir()
    const first = await open(dir)
    const held = Array.from({ length: 50 }, (_, i) => tutor(`tut_${i}`, 'usr_1'))
    await first.update('usr_1', (doc) => void doc.tutor.push(...held))
    await first.close()
    const crashed = await open(dir)
    await crashed.update('usr_1', (doc, changed) => {
      doc.tutor[3] = { ...doc.tutor[3], updatedAt: 'changed' }
      doc.tutor.push(tutor('tut_new', 'usr_1'))
      changed('tutor', doc.tutor[3], doc.tutor[50])
    })
    // A change that names nothing changed (a card left as it was) appends nothing.
    await crashed.update('usr_1', (_doc, changed) => changed('cards'))
    const [segment] = segments(dir)
    const lines = readFileSync(path.join(dir, JOURNAL_DIR, segment), 'utf8')
      .trim()
      .split('\n')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0])).toEqual([
      'students/usr_1',
      { $records: { tutor: [{ ...held[3], updatedAt: 'changed' }, tutor('tut_new', 'usr_1')] } },
    ])
    // No close: as after kill -9. The start applies the records to the file's 50.
    expect((await readStudentData(dir)).tutor).toHaveLength(51)
    const restarted = await open(dir)
    const replayed = (await restarted.read('usr_1')).tutor
    expect(replayed.map((t) => t.id)).toEqual([...held.map((t) => t.id), 'tut_new'])
    expect(replayed[3].updatedAt).toBe('changed')
    await restarted.close()
  })
})
