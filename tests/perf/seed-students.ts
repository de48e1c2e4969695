// A DATA_DIR of N students with realistic histories, from a seed: the same seed gives the same data. Written in the
// one-file-per-collection layout a server of the previous release left (users.json, answers.json, …), so opening
// it also exercises the migration to one document per student; or, with layout 'documents', directly in the
// per-student layout (a 10,000-student store without a quarter of an hour of migration first).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { STUDENTS_DIR } from '../../api/store/documents.ts'
import { OWNER_LOG } from '../../api/store/owner-log.ts'
import { emptyStudent, type StudentData } from '../../api/store/partitions.ts'
import type { OwnedCard } from '../../api/store/review-rows.ts'
import type { SavedFullExam, StoredAnswer, UserRecord } from '../../api/store/types.ts'
import { newAttempt } from '../../domain/exam/full-length/attempt.ts'
import type { PracticeSession, Question, TutorSession } from '../../openapi/types.ts'

/** mulberry32: a small seeded generator, enough for test data. */
export function seeded(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]
  return { next, int, pick }
}

const EXAMS = [
  { examType: 'NMT', countryCode: 'UA', subjects: ['Mathematics', 'Ukrainian Language'] },
  { examType: 'SAT', countryCode: 'US', subjects: ['Math', 'Reading and Writing'] },
  { examType: 'MATURA_BASIC', countryCode: 'PL', subjects: ['Matematyka', 'Język polski'] },
] as const

const DAY = 86_400_000

export interface SeedSummary {
  students: number
  practice: number
  answers: number
  cards: number
  fullExams: number
  tutor: number
}

/** One seeded student's records. */
export interface StudentHistory {
  user: UserRecord
  practice: PracticeSession[]
  answers: StoredAnswer[]
  cards: OwnedCard[]
  fullExams: SavedFullExam[]
  tutor: TutorSession[]
}

/**
 * Per student, over the last 60 days: 1–6 practice sessions of 5–15 answers each (about a third wrong, each wrong
 * one with its review card), a saved full-length attempt for one in three, a tutor conversation of 4–10 messages
 * for two in five. Ids are `usr_s<n>` etc. so a bench can name a student without reading the files. One student at
 * a time, so a store can be filled in batches without holding the whole school (50,000 students: 1.8 M answers).
 */
export function* studentHistories(students: number, bank: Question[], seed = 29): Generator<StudentHistory> {
  const r = seeded(seed)
  const now = Date.UTC(2026, 10, 28)
  const byExam = new Map(EXAMS.map((e) => [e.examType, bank.filter((q) => q.examType === e.examType)]))
  for (let s = 0; s < students; s++) {
    const practice: PracticeSession[] = []
    const answers: StoredAnswer[] = []
    const cards: OwnedCard[] = []
    const fullExams: SavedFullExam[] = []
    const tutor: TutorSession[] = []
    const userId = `usr_s${s}`
    const joined = now - r.int(1, 60) * DAY
    const user: UserRecord = {
      id: userId,
      email: `student${s}@school.example`,
      firstName: r.pick(['Olena', 'Mateusz', 'Avery', 'Taras', 'Zofia', 'Jordan']),
      passwordHash: `scrypt$16384$8$1$${'x'.repeat(22)}$${'y'.repeat(86)}`,
      createdAt: new Date(joined).toISOString(),
    }
    const exam = r.pick(EXAMS)
    const pool = byExam.get(exam.examType) ?? bank
    const carded = new Set<string>()
    for (let k = 0, sessions = r.int(1, 6); k < sessions; k++) {
      const started = joined + Math.floor(r.next() * (now - joined))
      const count = r.int(5, 15)
      const id = `ses_s${s}_${k}`
      let correct = 0
      const asked = new Set<string>() // a session asks a question once (PostgreSQL keeps one answer per question)
      for (let i = 0; i < count; i++) {
        let q = r.pick(pool)
        while (asked.has(q.id)) q = r.pick(pool)
        asked.add(q.id)
        const right = r.next() > 0.33
        if (right) correct++
        const answeredAt = new Date(started + i * 45_000).toISOString()
        answers.push({
          id: `ans_s${s}_${k}_${i}`,
          userId,
          sessionId: id,
          questionId: q.id,
          examType: q.examType,
          section: q.section,
          topic: q.topic,
          difficulty: q.difficulty,
          chosen: right ? q.correctAnswer : (q.options.find((o) => o !== q.correctAnswer) ?? null),
          correct: right,
          seconds: r.int(10, 120),
          answeredAt,
        } as StoredAnswer)
        if (!right && !carded.has(q.id)) {
          carded.add(q.id)
          cards.push({
            userId,
            questionId: q.id,
            examType: q.examType,
            section: q.section,
            topic: q.topic,
            due: new Date(started + r.int(1, 10) * DAY).toISOString(),
            stability: 1 + r.next() * 5,
            difficulty: 4 + r.next() * 3,
            elapsedDays: 0,
            scheduledDays: r.int(1, 10),
            learningSteps: 0,
            reps: 1,
            lapses: 1,
            state: 'Review',
            lastReview: answeredAt,
          } as OwnedCard)
        }
      }
      practice.push({
        id,
        userId,
        examType: exam.examType,
        countryCode: exam.countryCode,
        province: null,
        subjects: [...exam.subjects],
        questionsAttempted: count,
        questionsCorrect: correct,
        totalTime: count * 45,
        completed: true,
        createdAt: new Date(started).toISOString(),
        completedAt: new Date(started + count * 45_000).toISOString(),
        scorePercentage: Math.round((correct / count) * 1000) / 10,
        subjectScores: { [exam.subjects[0]]: Math.round((correct / count) * 100) },
        topicBreakdown: { [pool[0].topic]: { correct, total: count } },
      } as PracticeSession)
    }
    if (r.next() < 1 / 3) {
      const state = newAttempt('sat', 1, now - DAY)
      fullExams.push({ userId, id: 'sat-1', state, savedAt: new Date(now - DAY).toISOString() })
    }
    if (r.next() < 0.4) {
      const at = new Date(now - r.int(1, 30) * DAY).toISOString()
      tutor.push({
        id: `tut_s${s}`,
        userId,
        createdAt: at,
        updatedAt: at,
        messages: Array.from({ length: r.int(4, 10) }, (_, i) => ({
          role: i % 2 ? 'assistant' : 'user',
          content:
            i % 2
              ? 'Factor the difference of squares first: (x − 3)(x + 3), then solve each factor.'
              : 'How do I solve x² − 9 = 0?',
          timestamp: at,
        })),
      } as TutorSession)
    }
    yield { user, practice, answers, cards, fullExams, tutor }
  }
}

/** The seeded students (studentHistories) written as a DATA_DIR, in the previous release's layout or per student. */
export function seedLegacyDataDir(
  dataDir: string,
  students: number,
  bank: Question[],
  seed = 29,
  layout: 'legacy' | 'documents' = 'legacy',
): SeedSummary {
  const users: UserRecord[] = []
  const practice: PracticeSession[] = []
  const answers: StoredAnswer[] = []
  const cards: OwnedCard[] = []
  const attempts: SavedFullExam[] = []
  const tutor: TutorSession[] = []
  for (const student of studentHistories(students, bank, seed)) {
    users.push(student.user)
    practice.push(...student.practice)
    for (const a of student.answers) answers.push(a)
    cards.push(...student.cards)
    attempts.push(...student.fullExams)
    tutor.push(...student.tutor)
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const write = (name: string, data: unknown) =>
    writeFileSync(path.join(dataDir, `${name}.json`), JSON.stringify(data), { mode: 0o600 })
  write('users', { users })
  write('auth-sessions', { sessions: {} })
  write('questions', { generated: [], owners: {}, accepted: [], seen: {} })
  if (layout === 'documents') writeDocuments(dataDir, { practice, answers, cards, fullExams: attempts, tutor })
  else {
    write('practice-sessions', { sessions: practice })
    write('answers', { answers })
    write('review-cards', { cards })
    write('full-exams', { attempts })
    write('tutor-sessions', { sessions: tutor })
  }
  return {
    students,
    practice: practice.length,
    answers: answers.length,
    cards: cards.length,
    fullExams: attempts.length,
    tutor: tutor.length,
  }
}

/** Each student's records in DATA_DIR/students/<id>.json and the sessions' owners in the owner log (decision 062). */
function writeDocuments(dataDir: string, parts: Record<keyof StudentData, { userId: string | null }[]>) {
  const docs = new Map<string, StudentData>()
  for (const [part, rows] of Object.entries(parts) as [keyof StudentData, { userId: string }[]][])
    for (const row of rows) {
      const doc = docs.get(row.userId) ?? emptyStudent()
      ;(doc[part] as unknown[]).push(row)
      docs.set(row.userId, doc)
    }
  mkdirSync(path.join(dataDir, STUDENTS_DIR), { recursive: true, mode: 0o700 })
  for (const [userId, doc] of docs)
    writeFileSync(path.join(dataDir, STUDENTS_DIR, `${userId}.json`), JSON.stringify(doc), { mode: 0o600 })
  const owned = [...parts.practice, ...parts.tutor] as { id: string; userId: string | null }[]
  const lines = owned.map((s) => `${JSON.stringify([s.id, { owner: s.userId }])}\n`).join('')
  writeFileSync(path.join(dataDir, `${OWNER_LOG}.jsonl`), lines, { mode: 0o600 })
}
