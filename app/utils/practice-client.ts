import type { Question } from '../../openapi/types.ts'
import type { SessionRequest, SessionResponse } from '../routes/resources.practice-session.server.ts'
import type { QuestionsResponse } from '../routes/resources.questions.server.ts'

// Browser-side calls of the practice flows, to the app's resource routes (which call the API).

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await res
    .json()
    .catch(() => ({ ok: false, status: res.status, error: `${res.status}: ${res.statusText}` }))) as T
}

export function saveSession(body: SessionRequest): Promise<SessionResponse> {
  return postJson<SessionResponse>('/resources/practice-session', body).catch((e: Error) => ({
    ok: false as const,
    status: 0,
    error: e.message,
  }))
}

export async function fetchQuestions(query: {
  examType?: string
  section?: string
  difficulty?: string
  level?: string
  limit?: number
}): Promise<QuestionsResponse> {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v))
  try {
    const res = await fetch(`/resources/questions?${params}`, { credentials: 'same-origin' })
    return (await res.json()) as QuestionsResponse
  } catch (e) {
    return { ok: false, status: 0, error: (e as Error).message }
  }
}

export function generateQuestions(body: {
  examType: string
  section: string
  difficulty: string
  topic?: string
  count: 1 | 2 | 3 | 5 | 10
}): Promise<QuestionsResponse> {
  return postJson<QuestionsResponse>('/resources/questions', body).catch((e: Error) => ({
    ok: false as const,
    status: 0,
    error: e.message,
  }))
}

export function isQuestion(q: Question): boolean {
  return q.options.length >= 2 && q.options.includes(q.correctAnswer)
}

export type { ChatResponse } from '../routes/resources.chat.server.ts'
import type { ChatResponse } from '../routes/resources.chat.server.ts'

export function sendChat(body: {
  kind: 'tutor' | 'coach'
  message: string
  context?: string
  sessionId?: string | null
}): Promise<ChatResponse> {
  return postJson<ChatResponse>('/resources/chat', body).catch((e: Error) => ({
    ok: false as const,
    status: 0,
    error: e.message,
  }))
}
