import type { Sql } from 'postgres'
import type { TokenUsageStore } from '../../ai/token-budget.ts'

/** The daily AI allowance's counts in `ai_token_usage`: one atomic upsert per charge, shared by every app server. */
export class PostgresTokenUsage implements TokenUsageStore {
  constructor(private readonly sql: Sql) {}

  async used(keys: string[], day: string): Promise<number[]> {
    const rows = await this.sql<{ key: string; tokens: string }[]>`
      SELECT key, tokens FROM ai_token_usage WHERE day = ${day}::date AND key = ANY(${keys})`
    const byKey = new Map(rows.map((r) => [r.key, Number(r.tokens)]))
    return keys.map((key) => byKey.get(key) ?? 0)
  }

  async add(keys: string[], day: string, tokens: number): Promise<void> {
    await this.sql`
      INSERT INTO ai_token_usage AS u (key, day, tokens)
      SELECT key, ${day}::date, ${tokens} FROM unnest(${keys}::text[]) AS key
      ON CONFLICT (key, day) DO UPDATE SET tokens = u.tokens + excluded.tokens`
  }
}
