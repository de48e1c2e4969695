import { useCallback, useRef, useState } from 'react'
import { historyToSend } from '~/features/tutor/tutor-history.ts'
import { useTutorStream } from '~/features/tutor/use-tutor-stream.ts'
import { useTranslation } from '~/i18n/react.tsx'
import {
  languageValues,
  type TutorMessage,
  type TutorProgressContext,
  type TutorQuestionContext,
} from '#openapi/types.ts'

interface TutorChatMessage {
  id: number
  role: TutorMessage['role']
  content: string
  /** The apology shown when a send failed (spec section 8), or the slow/unavailable notice. */
  failed?: boolean
  /** The student pressed Stop: the content is the part of the reply that arrived. */
  stopped?: boolean
  /** The reply broke off (the provider or the connection failed midway): the content is only its beginning. */
  interrupted?: boolean
  /** Written by the offline note search from the kept study notes, not by the tutor (decision 102). */
  offline?: boolean
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
 * The state of one tutor chat, shared by the full page and the home popup: the messages, the input, the reply
 * being streamed and the tutor session id, kept from each answer and sent with the next message
 * (POST /api/tutor/chat/stream, same-origin: the session cookie says who the student is; signed out, no session
 * is stored and the messages so far are sent instead). A message cannot be
 * sent while the trimmed text is empty or a reply is on its way (spec section 5); `stop()` cancels it and keeps
 * what arrived. A reply that broke off midway keeps what arrived, marked as interrupted, before the apology. After a reply the input clears; after a failure the apology (or the slow/unavailable notice)
 * is appended and the text stays, so it can be sent again.
 */
export function useTutorChat({
  context,
  progress,
  question,
  failure,
  empty,
}: {
  context?: string
  progress?: TutorProgressContext
  question?: TutorQuestionContext
  /** What a failed send appends instead of the tutor's apology. */
  failure?: string
  /** What a reply that arrived blank shows (else nothing). */
  empty?: string
} = {}) {
  const { t, i18n } = useTranslation('tutor')
  const { send: sendStream, stop, text: streamText } = useTutorStream()
  const [messages, setMessages] = useState<TutorChatMessage[]>([])
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const [sessionId, setSessionId] = useState<string | null>(null)
  // Refs: the latest values for a send started before the next render (a double Enter sends once).
  const pendingRef = useRef(false)
  const sessionRef = useRef<string | null>(null)
  const messagesRef = useRef<TutorChatMessage[]>([])
  messagesRef.current = messages
  const extraRef = useRef({ context, progress, question, failure, empty })
  extraRef.current = { context, progress, question, failure, empty }

  const keepSession = useCallback((id: string | null) => {
    sessionRef.current = id
    setSessionId(id)
  }, [])

  /** What the offline note search says, or null when it has nothing to add (online, and no notes kept). */
  const offlineReply = useCallback(
    async (question: string): Promise<{ content: string; failed: boolean } | null> => {
      const language = languageValues.find((l) => l === i18n.language) ?? 'en'
      const answer = await import('~/features/offline/offline-tutor.ts')
        .then(({ answerFromKeptNotes }) => answerFromKeptNotes(question, language))
        .catch(() => null)
      if (!answer || (answer.kind === 'no-notes' && navigator.onLine)) return null
      if (answer.kind === 'no-notes') return { content: t('chat.offlineNoPack'), failed: true }
      if (answer.kind === 'nothing') return { content: t('chat.offlineNothing'), failed: true }
      const { note, also } = answer
      const more = also.length ? `\n\n${t('chat.offlineAlso', { titles: also.map((n) => n.title).join('; ') })}` : ''
      return { content: `${note.title}\n\n${note.body}${more}`, failed: false }
    },
    [i18n.language, t],
  )

  const send = useCallback(
    async (text: string = input) => {
      const message = text.trim()
      if (!message || pendingRef.current) return
      pendingRef.current = true
      setPending(true)
      setMessages((list) => [...list, { id: nextId++, role: 'user', content: message }])
      const { context, progress, question, failure, empty } = extraRef.current
      const result = await sendStream({
        message,
        context: context || undefined,
        sessionId: sessionRef.current,
        // No stored session (signed out, or a first message): the conversation so far goes along (decision 058).
        history: sessionRef.current ? undefined : historyToSend(messagesRef.current),
        progress,
        question,
      })
      // No answer at all (the network is off or the server cannot be reached): the kept notes may answer.
      const offline =
        result?.kind === 'error' && result.status === 0 && !result.text ? await offlineReply(message) : null
      if (offline) {
        setMessages((list) => [...list, { id: nextId++, role: 'assistant', offline: true, ...offline }])
        if (!offline.failed) setInput('')
      } else if (result) {
        // A blank reply shows the caller's `empty` text, or nothing.
        const text = result.kind === 'done' && !result.text.trim() ? (empty ?? '') : result.text
        const arrived: TutorChatMessage[] = text
          ? [
              {
                id: nextId++,
                role: 'assistant',
                content: text,
                stopped: result.kind === 'stopped',
                interrupted: result.kind === 'error',
              },
            ]
          : []
        if (result.kind === 'done') {
          keepSession(result.sessionId)
          setInput('')
        } else if (result.kind === 'stopped') {
          if (result.text) setInput('')
        } else {
          // A session that is gone or not ours cannot be continued: the next message starts a new one.
          if (result.status === 403 || result.status === 404) keepSession(null)
          const apology = failure ?? t(result.slow ? 'chat.slow' : 'chat.error')
          arrived.push({ id: nextId++, role: 'assistant', content: apology, failed: true })
        }
        setMessages((list) => [...list, ...arrived])
      }
      pendingRef.current = false
      setPending(false)
    },
    [input, keepSession, offlineReply, sendStream, t],
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

  return {
    messages,
    input,
    setInput,
    pending,
    /** The reply as it streams in (empty until its first piece). */
    streamingText: pending ? streamText : '',
    stop,
    sessionId,
    canSend: input.trim() !== '' && !pending,
    send,
    start,
  }
}
