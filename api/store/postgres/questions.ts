import { createHash } from 'node:crypto'
import type { Sql } from 'postgres'
import { pageOfQuestions, questionsByIds, sortById } from '../../../domain/questions.ts'
import type { Question } from '../../../openapi/types.ts'
import { indexedText, questionTextKey, type GeneratedCaps } from '../generated.ts'
import type { QuestionStore, RequesterQuestions } from '../types.ts'
import { forgetRequester } from './accounts.ts'
import { jsonb, type Queries } from './sql.ts'

/** The row a generated Question is stored as (addGenerated and import use it); requester null: nobody's. */
export function questionRow(sql: Queries, q: Question, requester: string | null) {
  return {
    id: q.id,
    requester,
    text_key: questionTextHash(indexedText(q)),
    exam_type: q.examType,
    section: q.section,
    topic: q.topic,
    difficulty: q.difficulty,
    level: q.level ?? null,
    created_at: q.createdAt ?? null,
    body: jsonb(sql, q),
  }
}

/** The duplicate-check key as PostgreSQL stores it: md5 hex of the normalised text (questionTextKey). */
export function questionTextHash(text: string): string {
  return createHash('md5').update(questionTextKey(text), 'utf8').digest('hex')
}

/** Rows stored before migration 004 get their duplicate-check key (computed here, the same way as new rows). */
export async function indexOlderGeneratedRows(sql: Sql) {
  const rows = await sql<
    { id: string; body: Question }[]
  >`SELECT id, body FROM generated_questions WHERE text_key IS NULL`
  for (const r of rows)
    await sql`UPDATE generated_questions SET text_key = ${questionTextHash(indexedText(r.body))} WHERE id = ${r.id}`
}

export function questionStore(sql: Sql, bank: Question[], caps: GeneratedCaps): QuestionStore & RequesterQuestions {
  const bankTexts = new Set(bank.map((q) => questionTextKey(indexedText(q))))
  const bankById = sortById(bank)
  return {
    list: async (filter, page = { limit: 10, offset: 0 }) => {
      const where = [
        filter.examType ? sql`exam_type = ${filter.examType}` : sql`TRUE`,
        filter.section ? sql`section = ${filter.section}` : sql`TRUE`,
        filter.difficulty ? sql`difficulty = ${filter.difficulty}` : sql`TRUE`,
        filter.topic ? sql`lower(topic) = ${filter.topic.toLowerCase()}` : sql`TRUE`,
        filter.level ? sql`level = ${filter.level}` : sql`TRUE`,
      ]
      // The items accepted into the bank (all of them: they sort among the bank by id) and the owner's own (at most
      // the per-requester cap).
      const rows = await sql<{ body: Question; accepted: boolean }[]>`
        SELECT body, accepted_at IS NOT NULL AS accepted FROM generated_questions
        WHERE (accepted_at IS NOT NULL OR requester = ${filter.owner ?? null})
          AND ${where[0]} AND ${where[1]} AND ${where[2]} AND ${where[3]} AND ${where[4]}`
      // The same filter and order as the lowdb store (JS lower-casing and ordering).
      const accepted = rows.filter((r) => r.accepted).map((r) => r.body)
      const own = rows.filter((r) => !r.accepted).map((r) => r.body)
      return pageOfQuestions({ bankById, accepted, own }, filter, page)
    },
    byIds: async (ids) => {
      const generated = ids.length
        ? (
            await sql<
              { body: Question }[]
            >`SELECT body FROM generated_questions WHERE id = ANY(${sql.array(ids)}::text[])`
          ).map((r) => r.body)
        : []
      return [...questionsByIds(ids, bank), ...generated]
    },
    addGenerated: async (questions, requester) => {
      if (!questions.length) return
      await sql.begin(async (tx) => {
        await tx`INSERT INTO generated_questions ${tx(questions.map((g) => questionRow(tx, g, requester)))} ON CONFLICT (id) DO NOTHING`
        // This requester's oldest beyond the per-requester cap.
        await tx`
          DELETE FROM generated_questions WHERE id IN (
            SELECT id FROM generated_questions WHERE requester = ${requester} AND accepted_at IS NULL
            ORDER BY created_at DESC NULLS LAST, id DESC OFFSET ${caps.perRequester})`
        // Beyond the total: the oldest anonymous (or ownerless) items first, then the oldest of anyone; accepted
        // items are the bank's and never dropped.
        await tx`
          DELETE FROM generated_questions WHERE id IN (
            SELECT id FROM generated_questions WHERE accepted_at IS NULL
            ORDER BY (requester IS NOT NULL AND requester NOT LIKE 'anon:%'), created_at NULLS FIRST, id
            LIMIT GREATEST((SELECT count(*) FROM generated_questions WHERE accepted_at IS NULL) - ${caps.total}, 0))`
      })
    },
    pendingGenerated: async (page) =>
      (
        await sql<{ body: Question; requester: string | null }[]>`
          SELECT body, requester FROM generated_questions WHERE accepted_at IS NULL
          ORDER BY created_at NULLS FIRST, id LIMIT ${page.limit} OFFSET ${page.offset}`
      ).map((r) => ({ question: r.body, requester: r.requester })),
    acceptGenerated: async (ids) =>
      ids.length
        ? (
            await sql<{ id: string }[]>`
              UPDATE generated_questions SET accepted_at = now()
              WHERE id = ANY(${sql.array(ids)}::text[]) AND accepted_at IS NULL RETURNING id`
          ).map((r) => r.id)
        : [],
    knownTexts: async (texts) => {
      const unknown = texts.filter((t) => !bankTexts.has(questionTextKey(t)))
      if (!unknown.length) return new Set(texts)
      const hashes = unknown.map(questionTextHash)
      const rows = await sql<{ text_key: string }[]>`
        SELECT DISTINCT text_key FROM generated_questions WHERE text_key = ANY(${sql.array(hashes)}::text[])`
      const stored = new Set(rows.map((r) => r.text_key))
      return new Set(texts.filter((t) => bankTexts.has(questionTextKey(t)) || stored.has(questionTextHash(t))))
    },
    seenIds: async (requester) =>
      new Set(
        (
          await sql<{ question_id: string }[]>`SELECT question_id FROM question_seen WHERE requester = ${requester}`
        ).map((r) => r.question_id),
      ),
    markSeen: async (requester, ids) => {
      if (!ids.length) return
      await sql`
        INSERT INTO question_seen (requester, question_id)
        SELECT ${requester}, unnest(${sql.array(ids)}::text[])
        ON CONFLICT DO NOTHING`
    },
    ownGenerated: async (requester) =>
      (
        await sql<{ body: Question }[]>`
          SELECT body FROM generated_questions WHERE requester = ${requester} AND accepted_at IS NULL
          ORDER BY created_at NULLS FIRST, id`
      ).map((r) => r.body),
    forgetRequester: (requester) => forgetRequester(sql, requester),
  }
}
