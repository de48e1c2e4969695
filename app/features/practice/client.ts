import type { SessionRequest, SessionResponse } from '~/routes/resources.practice-session.server.ts'
import type { QuestionsResponse } from '~/routes/resources.questions.server.ts'

// The practice flows' calls from the browser, to the app's resource routes (which call the API with the
// student's cookie). Shapes come from those routes; every call can be cancelled and never throws.

const failed = (e: unknown) => ({ ok: false as const, status: 0, error: (e as Error).message ?? String(e) })

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', ...init })
  return (await res
    .json()
    .catch(() => ({ ok: false, status: res.status, error: `${res.status}: ${res.statusText}` }))) as T
}

const post = (body: unknown, signal?: AbortSignal): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  signal,
})

export type QuestionQuery = { examType: string; section: string; limit: number }
export type GenerateQuery = { examType: string; section: string; difficulty: string; count: 1 | 2 | 3 | 5 | 10 }

export function listQuestions(query: QuestionQuery, signal?: AbortSignal): Promise<QuestionsResponse> {
  const params = new URLSearchParams({ examType: query.examType, section: query.section, limit: String(query.limit) })
  return call<QuestionsResponse>(`/resources/questions?${params}`, { signal }).catch(failed)
}

export function generateQuestions(body: GenerateQuery, signal?: AbortSignal): Promise<QuestionsResponse> {
  return call<QuestionsResponse>('/resources/questions', post(body, signal)).catch(failed)
}

export function saveSession(body: SessionRequest): Promise<SessionResponse> {
  return call<SessionResponse>('/resources/practice-session', post(body)).catch(failed)
}
