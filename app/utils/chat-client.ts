import type { ChatResponse } from '~/routes/resources.chat.server.ts'

export type { ChatResponse }

/** The browser's chat call (practice dialogs and the tutor page), to the app's chat action; never throws. */
export async function sendChat(body: {
  kind: 'tutor' | 'coach'
  message: string
  context?: string
  sessionId?: string | null
}): Promise<ChatResponse> {
  try {
    const res = await fetch('/resources/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return (await res
      .json()
      .catch(() => ({ ok: false, status: res.status, error: `${res.status}: ${res.statusText}` }))) as ChatResponse
  } catch (e) {
    return { ok: false, status: 0, error: (e as Error).message }
  }
}
