// A student's whole account over PostgreSQL (decision 070): the export reads through the other stores; the deletion
// is one transaction over every table that can hold something of the user (migrations 001–009).
import type { Sql } from 'postgres'
import type { FullExamState } from '../../../openapi/types.ts'
import type { AccountStore, RequesterQuestions, Store } from '../types.ts'
import type { Queries } from './sql.ts'

/** A requester's generated items not accepted into the bank, and what generation handed them. */
export async function forgetRequester(sql: Sql, requester: string): Promise<void> {
  await sql.begin((tx) => forgetRequesterIn(tx, requester))
}

async function forgetRequesterIn(tx: Queries, requester: string) {
  await tx`DELETE FROM generated_questions WHERE requester = ${requester} AND accepted_at IS NULL`
  // Accepted items are the bank's now: they stay, no longer naming who asked for them.
  await tx`UPDATE generated_questions SET requester = NULL WHERE requester = ${requester}`
  await tx`DELETE FROM question_seen WHERE requester = ${requester}`
}

type Parts = Pick<Store, 'users' | 'practice' | 'tutor' | 'answers' | 'reviewCards'> & {
  questions: RequesterQuestions
}

export function accountStore(sql: Sql, parts: Parts): AccountStore {
  return {
    async export(userId) {
      const user = await parts.users.findById(userId)
      if (!user) return undefined
      const identities = await sql<{ issuer: string; subject: string }[]>`
        SELECT issuer, subject FROM user_identities WHERE user_id = ${userId} ORDER BY created_at, issuer, subject`
      const fullExams = await sql<{ id: string; state: FullExamState; saved_at: Date }[]>`
        SELECT id, state, saved_at FROM full_exam_attempts WHERE user_id = ${userId} ORDER BY saved_at, id`
      return {
        user: identities.length ? { ...user, identities: identities.map((i) => ({ ...i })) } : user,
        practice: await parts.practice.listByUser(userId),
        answers: await parts.answers.all(userId),
        reviewCards: await parts.reviewCards.list(userId, { limit: 1_000_000 }),
        fullExams: fullExams.map((r) => ({ userId, id: r.id, state: r.state, savedAt: r.saved_at.toISOString() })),
        tutor: await parts.tutor.listByUser(userId),
        generated: await parts.questions.ownGenerated(userId),
      }
    },
    async remove(userId) {
      return sql.begin(async (tx) => {
        const [user] = await tx<{ email: string }[]>`SELECT email FROM users WHERE id = ${userId} FOR UPDATE`
        await tx`DELETE FROM auth_sessions WHERE data->>'userId' = ${userId}`
        await forgetRequesterIn(tx, userId)
        await tx`DELETE FROM ai_token_usage WHERE key = ${`user:${userId}`}`
        if (user) {
          // The per-account sign-in delay's count is keyed by the email (api/http/sign-in-delay.ts).
          const key = `account:${user.email}`
          await tx`DELETE FROM rate_limits WHERE right(key, ${key.length}) = ${key}`
        }
        // Practice sessions, answers, review cards, full-length attempts, tutor conversations (and their messages)
        // and provider identities go with the user (ON DELETE CASCADE).
        const deleted = await tx`DELETE FROM users WHERE id = ${userId}`
        return deleted.count > 0
      }) as Promise<boolean>
    },
  }
}
