import { EventSourceParserStream } from 'eventsource-parser/stream'
import createClient from 'openapi-fetch'
import type { paths, Problem, TutorChatRequest, TutorStreamDelta, TutorStreamDone } from '#openapi/types.ts'

/** How a streamed tutor reply ended. `text` is what arrived before it ended (all of it for `done`). */
export type TutorStreamResult =
  /** sessionId: null when signed out (the conversation is kept in the browser only). */
  | { kind: 'done'; sessionId: string | null; text: string }
  | { kind: 'stopped'; text: string }
  /** status: the HTTP status of a refused request, the 503/500 of an `error` event, 0 for a network failure. */
  | { kind: 'error'; status: number; slow: boolean; text: string }

// Same-origin: the page talks to /api itself (the session cookie goes along), so the server sees the student
// leave or press Stop and cancels the reply upstream.
const client = createClient<paths>()

/**
 * POST /api/tutor/chat/stream from the browser: calls `onText` with each piece of the reply as it arrives.
 * Aborting `signal` (Stop) cancels the request and resolves with what arrived. Never throws.
 */
export async function streamTutorChat(
  body: TutorChatRequest,
  { signal, onText }: { signal?: AbortSignal; onText: (piece: string) => void },
): Promise<TutorStreamResult> {
  let text = ''
  try {
    const { data, error, response } = await client.POST('/api/tutor/chat/stream', {
      body,
      parseAs: 'stream',
      signal,
      headers: { accept: 'text/event-stream, application/problem+json' },
    })
    if (error !== undefined || !data) {
      const problem = error as Problem | undefined
      return { kind: 'error', status: problem?.status ?? response.status, slow: response.status === 503, text }
    }
    const reader = data
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream({ onError: 'terminate' }))
      .getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (value.event === 'delta') {
        const piece = (JSON.parse(value.data) as TutorStreamDelta).text
        text += piece
        onText(piece)
      } else if (value.event === 'done') {
        const finished = JSON.parse(value.data) as TutorStreamDone
        return { kind: 'done', sessionId: finished.sessionId, text: finished.response }
      } else if (value.event === 'error') {
        const problem = JSON.parse(value.data) as Problem
        return { kind: 'error', status: problem.status, slow: problem.status === 503, text }
      }
    }
    // The stream ended without `done`: the connection broke.
    if (signal?.aborted) return { kind: 'stopped', text }
    return { kind: 'error', status: 0, slow: true, text }
  } catch {
    if (signal?.aborted) return { kind: 'stopped', text }
    return { kind: 'error', status: 0, slow: true, text }
  }
}
