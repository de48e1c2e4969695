import { useCallback, useEffect, useRef, useState } from 'react'
import { streamTutorChat, type TutorStreamResult } from '~/features/tutor/tutor-stream-client.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { languageValues, type TutorChatRequest } from '#openapi/types.ts'

export type TutorStreamStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'error'

/** What the caller sends; the hook adds the UI language (the message's own language still wins when clear). */
export type TutorStreamRequest = Omit<TutorChatRequest, 'language' | 'languageExplicit' | 'userId'>

/**
 * One streamed tutor reply at a time, for any chat surface (the tutor page and popup through useTutorChat; the
 * practice ask-AI dialogs can adopt it as is): `text` grows as the reply arrives, `stop()` cancels the request
 * upstream and keeps what arrived, `status` says how the last reply ended. Leaving the page stops it too.
 */
export function useTutorStream() {
  const { i18n } = useTranslation()
  const [text, setText] = useState('')
  const [status, setStatus] = useState<TutorStreamStatus>('idle')
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(() => () => controllerRef.current?.abort(), [])

  const send = useCallback(
    async (request: TutorStreamRequest): Promise<TutorStreamResult | undefined> => {
      if (controllerRef.current) return undefined
      const controller = new AbortController()
      controllerRef.current = controller
      setText('')
      setStatus('streaming')
      const language = languageValues.find((l) => l === i18n.language) ?? 'en'
      const result = await streamTutorChat(
        { ...request, language, languageExplicit: false },
        { signal: controller.signal, onText: (piece) => setText((sofar) => sofar + piece) },
      )
      controllerRef.current = null
      setText(result.text)
      setStatus(result.kind)
      return result
    },
    [i18n.language],
  )

  const stop = useCallback(() => controllerRef.current?.abort(), [])

  return { text, status, streaming: status === 'streaming', send, stop }
}
