import { Collection } from '@msw/data'
import { z } from 'zod'
import { applySessionPatch } from '../api/domain/practice.ts'
import { filterQuestions, orderQuestions } from '../api/domain/questions.ts'
import { newId } from '../api/store/ids.ts'
import type { NewPracticeSession, QuestionFilter, QuestionStore, UserRecord } from '../api/store/types.ts'
import type {
  Catalog,
  CatalogTest,
  Country,
  ExamType,
  PracticeSession,
  Question,
  TutorMessage,
  TutorSession,
  UpdatePracticeRequest,
} from '../openapi/types.ts'

/**
 * The mocks' state: @msw/data collections. The catalogue, exam types and question bank are seeded from the
 * server's own seed files (node and the browser load them differently and pass them to seedMockDb); everything
 * else starts empty and lives as long as the process (or the browser tab).
 * The helpers below mirror the lowdb stores in api/store/ (same ids, ordering and rules).
 */

// Record schemas. Each is checked against the generated contract type below, so a contract change the mocks
// miss fails type-checking.
const countryCode = z.enum(['UA', 'US', 'PL', 'CA'])
const examTypeName = z.enum([
  'NMT',
  'SAT',
  'MATURA_BASIC',
  'MATURA_EXTENDED',
  'ALBERTA_DIPLOMA',
  'ONTARIO_OSSLT',
  'BC_LITERACY',
])
const tally = z.object({ correct: z.number().int(), total: z.number().int() })

const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  passwordHash: z.string(),
  createdAt: z.string(),
})
const authSessionSchema = z.object({ sid: z.string(), userId: z.string(), expiresAt: z.number() })
const practiceSessionSchema = z.object({
  userId: z.string(),
  examType: z.string(),
  countryCode,
  province: z.string().nullable(),
  subjects: z.array(z.string()),
  questionsAttempted: z.number().int(),
  questionsCorrect: z.number().int(),
  totalTime: z.number().int(),
  completed: z.boolean(),
  id: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  scorePercentage: z.number().nullable(),
  subjectScores: z.record(z.string(), z.number()),
  topicBreakdown: z.record(z.string(), tally),
})
const tutorMessageSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string(), timestamp: z.string() })
const tutorSessionSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  messages: z.array(tutorMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
const questionSchema = z.object({
  id: z.string(),
  examType: examTypeName,
  countryCode,
  section: z.string(),
  topic: z.string(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  questionText: z.string(),
  passage: z.string().optional(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
  timeLimit: z.number().int(),
  level: z.enum(['Basic', 'Extended']).optional(),
  source: z.enum(['bank', 'generated']),
  createdAt: z.string().optional(),
})
const seenSchema = z.object({ requester: z.string(), questionId: z.string() })
const examTypeSchema = z.object({
  id: z.string(),
  name: examTypeName,
  displayName: z.string(),
  countryCode,
  sections: z.array(z.string()),
})
const countrySchema = z.object({
  code: countryCode,
  name: z.string(),
  flag: z.string(),
  language: z.enum(['en', 'uk', 'pl']),
})
const catalogTestSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  subjects: z.array(z.string()),
  duration: z.string(),
  level: z.string().optional(),
  countryCode,
})

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const schemasMatchTheContract: [
  Same<z.infer<typeof userSchema>, UserRecord>,
  Same<z.infer<typeof practiceSessionSchema>, PracticeSession>,
  Same<z.infer<typeof tutorMessageSchema>, TutorMessage>,
  Same<z.infer<typeof tutorSessionSchema>, TutorSession>,
  Same<z.infer<typeof questionSchema>, Question>,
  Same<z.infer<typeof examTypeSchema>, ExamType>,
  Same<z.infer<typeof countrySchema>, Country>,
  Same<z.infer<typeof catalogTestSchema>, CatalogTest>,
] = [true, true, true, true, true, true, true, true]
void schemasMatchTheContract

export const db = {
  users: new Collection({ schema: userSchema }),
  authSessions: new Collection({ schema: authSessionSchema }),
  practiceSessions: new Collection({ schema: practiceSessionSchema }),
  tutorSessions: new Collection({ schema: tutorSessionSchema }),
  generatedQuestions: new Collection({ schema: questionSchema }),
  seenQuestions: new Collection({ schema: seenSchema }),
  // Seeded from api/seed:
  bankQuestions: new Collection({ schema: questionSchema }),
  examTypes: new Collection({ schema: examTypeSchema }),
  countries: new Collection({ schema: countrySchema }),
  catalogTests: new Collection({ schema: catalogTestSchema }),
}

export interface MockSeed {
  catalog: Catalog
  examTypes: ExamType[]
  /** The written bank, as api/seed/index.ts loadQuestionBank() returns it (source: bank). */
  questions: Question[]
}

/** Loads the seed data (replacing any earlier seed); users, sessions and generated questions are kept. */
export async function seedMockDb(seed: MockSeed): Promise<void> {
  for (const collection of [db.bankQuestions, db.examTypes, db.countries, db.catalogTests]) collection.clear()
  await db.countries.createMany(seed.catalog.countries.length, (i) => seed.catalog.countries[i])
  await db.catalogTests.createMany(seed.catalog.tests.length, (i) => seed.catalog.tests[i])
  await db.examTypes.createMany(seed.examTypes.length, (i) => seed.examTypes[i])
  await db.bankQuestions.createMany(seed.questions.length, (i) => seed.questions[i])
}

const resetListeners = new Set<() => void>()

/** Other mock state (rate-limit windows, the generator's random sequence) resets along with the data. */
export function onResetMockDb(listener: () => void): void {
  resetListeners.add(listener)
}

/** Back to a freshly started server: no users, sessions or generated questions; the seed stays. */
export function resetMockDb(): void {
  for (const collection of [
    db.users,
    db.authSessions,
    db.practiceSessions,
    db.tutorSessions,
    db.generatedQuestions,
    db.seenQuestions,
  ])
    collection.clear()
  for (const listener of resetListeners) listener()
}

/** Plain data without the collection's internal symbols, so callers cannot change a record by accident. */
function plain<T>(value: T): T {
  return structuredClone(value)
}

// Users (api/store/users.ts).
const normalEmail = (email: string) => email.trim().toLowerCase()

export async function createUser(input: {
  email: string
  firstName: string | null
  passwordHash: string
}): Promise<UserRecord | 'email-taken'> {
  const email = normalEmail(input.email)
  if (db.users.findFirst((q) => q.where({ email }))) return 'email-taken'
  return plain(
    await db.users.create({
      id: newId('usr'),
      email,
      firstName: input.firstName,
      passwordHash: input.passwordHash,
      createdAt: new Date().toISOString(),
    }),
  )
}

export function findUserById(id: string): UserRecord | undefined {
  const user = db.users.findFirst((q) => q.where({ id }))
  return user && plain(user)
}

export function findUserByEmail(email: string): UserRecord | undefined {
  const user = db.users.findFirst((q) => q.where({ email: normalEmail(email) }))
  return user && plain(user)
}

// Sign-in sessions (api/store/auth-sessions.ts; express-session's 30-day cookie).
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export async function createAuthSession(userId: string): Promise<{ sid: string; expiresAt: number }> {
  const sid = randomSid()
  const expiresAt = Date.now() + SESSION_MAX_AGE_MS
  await db.authSessions.create({ sid, userId, expiresAt })
  return { sid, expiresAt }
}

export function authSessionUser(sid: string): string | undefined {
  const record = db.authSessions.findFirst((q) => q.where({ sid }))
  if (!record || record.expiresAt < Date.now()) return undefined
  return record.userId
}

export function destroyAuthSession(sid: string): void {
  db.authSessions.deleteMany((q) => q.where({ sid }))
}

function randomSid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

// Practice sessions (api/store/practice.ts).
export async function createPracticeSession(input: NewPracticeSession): Promise<PracticeSession> {
  const session: PracticeSession = {
    ...input,
    id: newId('ses'),
    createdAt: new Date().toISOString(),
    completedAt: null,
    scorePercentage: null,
    subjectScores: {},
    topicBreakdown: {},
  }
  return plain(await db.practiceSessions.create(session))
}

export function findPracticeSession(id: string): PracticeSession | undefined {
  const session = db.practiceSessions.findFirst((q) => q.where({ id }))
  return session && plain(session)
}

export async function updatePracticeSession(
  id: string,
  patch: UpdatePracticeRequest,
): Promise<PracticeSession | undefined> {
  const current = findPracticeSession(id)
  if (!current) return undefined
  const next = applySessionPatch(current, patch, new Date())
  const updated = await db.practiceSessions.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, next)
    },
  })
  return updated && plain(updated)
}

export function practiceSessionsOf(userId: string): PracticeSession[] {
  return plain(db.practiceSessions.findMany((q) => q.where({ userId }))).sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  )
}

// Tutor sessions (api/store/tutor.ts).
const MAX_TUTOR_MESSAGES = 200

export async function createTutorSession(userId: string | null): Promise<TutorSession> {
  const now = new Date().toISOString()
  return plain(
    await db.tutorSessions.create({ id: newId('tut'), userId, messages: [], createdAt: now, updatedAt: now }),
  )
}

export function findTutorSession(id: string): TutorSession | undefined {
  const session = db.tutorSessions.findFirst((q) => q.where({ id }))
  return session && plain(session)
}

export async function appendTutorMessages(id: string, messages: TutorMessage[]): Promise<TutorSession> {
  const updated = await db.tutorSessions.update((q) => q.where({ id }), {
    data(draft) {
      draft.messages = [...draft.messages, ...messages].slice(-MAX_TUTOR_MESSAGES)
      draft.updatedAt = new Date().toISOString()
    },
  })
  if (!updated) throw new Error(`No tutor session ${id}`)
  return plain(updated)
}

export function tutorSessionsOf(userId: string): TutorSession[] {
  return plain(db.tutorSessions.findMany((q) => q.where({ userId }))).sort(
    (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id),
  )
}

// Catalogue and exam types, in seed order.
export function catalog(): Catalog {
  return { countries: plain(db.countries.all()), tests: plain(db.catalogTests.all()) }
}

export function examTypes(): ExamType[] {
  return plain(db.examTypes.all())
}

// Questions (api/store/questions.ts): the written bank plus generated items, in the server's stable order.
export function listQuestions(filter: QuestionFilter, page: { limit: number; offset: number }): Question[] {
  const all = orderQuestions(
    filterQuestions(db.bankQuestions.all(), filter),
    filterQuestions(db.generatedQuestions.all(), filter),
  )
  return plain(all.slice(page.offset, page.offset + page.limit))
}

/** The QuestionStore the server's offline generator works on (api/ai/offline/generator.ts). */
export const mockQuestionStore: QuestionStore = {
  list: async (filter, page = { limit: 10, offset: 0 }) => listQuestions(filter, page),
  addGenerated: async (questions) => {
    for (const question of questions) await db.generatedQuestions.create(plain(question))
  },
  seenIds: async (requester) =>
    new Set(db.seenQuestions.findMany((q) => q.where({ requester })).map((r) => r.questionId)),
  markSeen: async (requester, ids) => {
    const seen = new Set(db.seenQuestions.findMany((q) => q.where({ requester })).map((r) => r.questionId))
    for (const questionId of ids) {
      if (seen.has(questionId)) continue
      seen.add(questionId)
      await db.seenQuestions.create({ requester, questionId })
    }
  },
}
