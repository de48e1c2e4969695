import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sendChat } from '~/utils/chat-client.ts'
import type { TutorMessage } from '#openapi/types.ts'

interface TutorChatMessage {
  id: number
  role: TutorMessage['role']
  content: string
  /** The apology shown when a send failed (spec section 8). */
  failed?: boolean
}

interface TutorChatStart {
  sessionId: string | null
  messages: Pick<TutorMessage, 'role' | 'content'>[]
}

export type TutorChat = ReturnType<typeof useTutorChat>

let nextId = 1
const withIds = (messages: TutorChatStart['messages']): TutorChatMessage[] =>
  messages.map((m) => ({ ...m, id: nextId++ }))

/**
 * The state of one tutor chat, shared by the full page and the home popup: the messages, the input, the pending
 * send and the tutor session id, kept from each answer and sent with the next message (POST /resources/chat,
 * which adds the signed-in user's id and the UI language). A message cannot be sent while the trimmed text is
 * empty or a send is pending (spec section 5). After a reply the input clears; after a failure the apology is
 * appended and the text stays, so it can be sent again.
 */
export function useTutorChat({ context }: { context?: string } = {}) {
  const { t } = useTranslation('tutor')
  const [messages, setMessages] = useState<TutorChatMessage[]>([])
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const [sessionId, setSessionId] = useState<string | null>(null)
  // Refs: the latest values for a send started before the next render (a double Enter sends once).
  const pendingRef = useRef(false)
  const sessionRef = useRef<string | null>(null)
  const contextRef = useRef(context)
  contextRef.current = context

  const keepSession = useCallback((id: string | null) => {
    sessionRef.current = id
    setSessionId(id)
  }, [])

  const send = useCallback(
    async (text: string = input) => {
      const message = text.trim()
      if (!message || pendingRef.current) return
      pendingRef.current = true
      setPending(true)
      setMessages((list) => [...list, { id: nextId++, role: 'user', content: message }])
      const answer = await sendChat({
        kind: 'tutor',
        message,
        context: contextRef.current || undefined,
        sessionId: sessionRef.current,
      })
      if (answer.ok) {
        if (answer.sessionId) keepSession(answer.sessionId)
        setMessages((list) => [...list, { id: nextId++, role: 'assistant', content: answer.reply }])
        setInput('')
      } else {
        // A session that is gone or not ours cannot be continued: the next message starts a new one.
        if (answer.status === 403 || answer.status === 404) keepSession(null)
        setMessages((list) => [...list, { id: nextId++, role: 'assistant', content: t('chat.error'), failed: true }])
      }
      pendingRef.current = false
      setPending(false)
    },
    [input, keepSession, t],
  )

  /** Continue an earlier conversation (or start afresh with an empty one). */
  const start = useCallback(
    (from: TutorChatStart) => {
      if (pendingRef.current) return
      keepSession(from.sessionId)
      setMessages(withIds(from.messages))
      setInput('')
    },
    [keepSession],
  )

  return { messages, input, setInput, pending, sessionId, canSend: input.trim() !== '' && !pending, send, start }
}
