import type { PracticeSession } from '../../openapi/types.ts'
import type { NewPracticeSession } from './types.ts'

/** A short random id with a readable prefix (`usr_…`, `ses_…`), matching the document's Id pattern. */
export function newId(prefix: string): string {
  // Web Crypto rather than node:crypto, so the browser mocks can use the same ids.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(9))
  return `${prefix}_${base64url(bytes)}`
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A practice session as every store creates it: a fresh id, started now, not finished or scored yet. */
export function newPracticeSession(input: NewPracticeSession): PracticeSession {
  return {
    ...input,
    id: newId('ses'),
    createdAt: new Date().toISOString(),
    completedAt: null,
    scorePercentage: null,
    subjectScores: {},
    topicBreakdown: {},
  }
}
