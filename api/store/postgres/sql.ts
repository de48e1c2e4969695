// What the stores need from a connection, so one helper serves both the pool and a transaction (sql.begin's tx).
import type postgres from 'postgres'

/** Queries, fragments, arrays and JSON parameters: the part the pool (Sql) and a transaction share. */
export type Queries = postgres.ISql

/** A JSON(B) parameter for a value from the contract: its records are JSON by construction (they travel as JSON). */
export function jsonb<T extends object>(sql: Queries, value: T): postgres.Parameter {
  return sql.json(value as postgres.JSONValue)
}
