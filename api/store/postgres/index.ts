import postgres, { type Sql } from 'postgres'
import type { Question } from '../../../openapi/types.ts'
import { DEFAULT_GENERATED_CAPS, type GeneratedCaps } from '../generated.ts'
import type { Store } from '../types.ts'
import { accountStore } from './accounts.ts'
import { authSessionStore } from './auth-sessions.ts'
import { fullExamStore } from './full-exams.ts'
import { migrate } from './migrate.ts'
import { passwordResetStore } from './password-resets.ts'
import { practiceStore } from './practice.ts'
import { indexOlderGeneratedRows, questionStore } from './questions.ts'
import { answerStore, reviewCardStore } from './review.ts'
import { tutorStore } from './tutor.ts'
import { userStore } from './users.ts'

// Each collection's queries live in their own module beside this one; this file opens the pool and assembles them.
const PRUNE_EVERY_MS = 10 * 60_000

export interface PostgresStore extends Store {
  sql: Sql
  /** Stops the prune timer and closes the pool. */
  close(): Promise<void>
}

/** A pool on DATABASE_URL; notices (e.g. "already exists, skipping") stay quiet. */
export function connect(url: string, max = 10): Sql {
  return postgres(url, { max, onnotice: () => {}, connection: { application_name: 'examready' } })
}

/**
 * The Store interface over PostgreSQL: migrates the database (under an advisory lock), then serves every
 * collection from it. Nothing lives in process memory except the read-only written bank from api/seed.
 */
export async function openPostgresStore(
  url: string,
  bank: Question[],
  opts: { poolMax?: number; prune?: boolean; generatedCaps?: GeneratedCaps } = {},
): Promise<PostgresStore> {
  const sql = connect(url, opts.poolMax)
  try {
    await migrate(sql)
  } catch (error) {
    await sql.end({ timeout: 1 })
    throw error
  }
  await indexOlderGeneratedRows(sql)
  const authSessions = authSessionStore(sql)
  const timer =
    opts.prune === false
      ? undefined
      : setInterval(() => {
          const now = Date.now()
          Promise.all([
            authSessions.prune(now),
            sql`DELETE FROM rate_limits WHERE reset_at < ${new Date(now)}`,
            sql`DELETE FROM password_resets WHERE expires_at < ${new Date(now)}`,
            // The AI allowance counts only today (UTC); yesterday's is kept for a day for the operators' questions.
            sql`DELETE FROM ai_token_usage WHERE day < current_date - 1`,
          ]).catch(
            () => undefined, // the next round tries again; a failing database shows up in requests anyway
          )
        }, PRUNE_EVERY_MS).unref()
  const parts = {
    users: userStore(sql),
    authSessions,
    passwordResets: passwordResetStore(sql),
    practice: practiceStore(sql),
    tutor: tutorStore(sql),
    questions: questionStore(sql, bank, opts.generatedCaps ?? DEFAULT_GENERATED_CAPS),
    answers: answerStore(sql),
    reviewCards: reviewCardStore(sql),
    fullExams: fullExamStore(sql),
  }
  return {
    sql,
    ...parts,
    accounts: accountStore(sql, parts),
    close: async () => {
      if (timer) clearInterval(timer)
      await sql.end({ timeout: 5 })
    },
  }
}
