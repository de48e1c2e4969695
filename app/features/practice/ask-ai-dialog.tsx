import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState } from 'react'
import { ChatComposer } from '~/components/tutor/chat-composer.tsx'
import { TutorReplyText } from '~/components/tutor/tutor-reply-text.tsx'
import { useTutorStream } from '~/components/tutor/use-tutor-stream.ts'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { questionContext, type AskPlan } from './ask.ts'
import type { PracticeQuestion } from '#api/domain/exam/tally.ts'
import type { TutorMessage } from '#openapi/types.ts'

interface ChatMessage {
  id: number
  role: TutorMessage['role']
  content: string
  /** The flow's failure text (spec section 8). */
  failed?: boolean
  /** The student pressed Stop: the content is the part of the reply that arrived. */
  stopped?: boolean
}

let nextId = 1

/**
 * The practice flows' AI chat in a dialog. It streams the reply through the tutor page's hook
 * (POST /api/tutor/chat/stream) with the question on screen as context — its text, options, the student's answer
 * and whether it was answered, so the tutor explains the concept before an answer and walks through the
 * explanation after — and keeps the tutor session for follow-ups. `ask` gives the flow's page context and its
 * failure behaviour (spec section 8). Empty or pending: cannot send; a Stop button cancels the reply and keeps
 * what arrived. Enter sends, Shift+Enter makes a new line.
 */
export function AskAiDialog({
  triggerLabel,
  title,
  ask,
  question,
  studentAnswer,
  answered,
  testId = 'ask-ai',
}: {
  triggerLabel: string
  title: string
  ask: (message: string) => AskPlan
  question: PracticeQuestion
  studentAnswer?: string | null
  /** The answer was checked (feedback shown): the tutor may now explain it fully. */
  answered: boolean
  testId?: string
}) {
  const { t } = useTranslation(['practice', 'tutor'])
  const stream = useTutorStream()
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const pendingRef = useRef(false)
  const sessionRef = useRef<string | null>(null)
  const listRef = useRef<HTMLOListElement>(null)

  const scrollToEnd = () =>
    requestAnimationFrame(() => listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' }))

  async function submit() {
    const text = input.trim()
    if (!text || pendingRef.current) return
    pendingRef.current = true
    setPending(true)
    setMessages((m) => [...m, { id: nextId++, role: 'user', content: text }])
    scrollToEnd()
    const plan = ask(text)
    const result = await stream.send({
      message: text.slice(0, 4000),
      ...(plan.context ? { context: plan.context } : {}),
      sessionId: sessionRef.current,
      question: questionContext(question, studentAnswer, answered),
    })
    pendingRef.current = false
    setPending(false)
    if (!result) return
    const arrived: ChatMessage[] = []
    if (result.kind === 'done') {
      sessionRef.current = result.sessionId
      arrived.push({ id: nextId++, role: 'assistant', content: result.text.trim() ? result.text : (plan.empty ?? '') })
      setInput('')
    } else if (result.kind === 'stopped') {
      if (result.text) {
        arrived.push({ id: nextId++, role: 'assistant', content: result.text, stopped: true })
        setInput('')
      }
    } else {
      if (result.status === 403 || result.status === 404) sessionRef.current = null
      if (result.text) arrived.push({ id: nextId++, role: 'assistant', content: result.text })
      if (plan.failure !== null) arrived.push({ id: nextId++, role: 'assistant', content: plan.failure, failed: true })
      else console.warn('The AI tutor did not answer.', result.status)
    }
    setMessages((m) => [...m, ...arrived.filter((a) => a.content)])
    scrollToEnd()
  }

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" data-testid={`${testId}-button`}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          className="fixed inset-x-2 bottom-2 top-16 z-50 mx-auto flex max-w-lg flex-col gap-3 rounded-card bg-surface p-4 shadow-xl md:inset-x-auto md:left-1/2 md:w-[32rem] md:-translate-x-1/2"
          data-testid={`${testId}-dialog`}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className={buttonVariants({ variant: 'ghost' })} aria-label={t('kit.closeChat')}>
              ×
            </Dialog.Close>
          </div>
          <ol
            ref={listRef}
            className="flex flex-1 flex-col gap-2 overflow-y-auto"
            aria-live="polite"
            aria-relevant="additions"
            data-testid={`${testId}-messages`}
          >
            {messages.length === 0 ? <li className="text-sm text-ink-muted">{t('kit.chatEmpty')}</li> : null}
            {messages.map((m) => (
              <li
                key={m.id}
                className={cn(
                  'max-w-[85%] whitespace-pre-line break-words rounded-lg px-3 py-2 text-sm',
                  m.role === 'user' ? 'self-end text-white' : 'self-start',
                  m.failed ? 'border border-danger bg-danger-soft' : m.role === 'user' ? 'bg-brand' : 'bg-canvas',
                )}
                data-role={m.role}
                data-failed={m.failed ? 'true' : undefined}
              >
                {m.role === 'assistant' && !m.failed ? <TutorReplyText text={m.content} /> : m.content}
                {m.stopped ? (
                  <span className="mt-2 block text-xs text-ink-muted" data-testid={`${testId}-stopped`}>
                    {t('tutor:chat.stopped')}
                  </span>
                ) : null}
              </li>
            ))}
            {pending && stream.text ? (
              <li
                className="max-w-[85%] self-start whitespace-pre-line break-words rounded-lg bg-canvas px-3 py-2 text-sm"
                data-role="assistant"
                data-streaming="true"
                aria-busy="true"
                data-testid={`${testId}-streaming`}
              >
                <span className="sr-only">{t('tutor:chat.writing')} </span>
                <TutorReplyText text={stream.text} />
              </li>
            ) : pending ? (
              <li className="self-start text-sm text-ink-muted" data-testid={`${testId}-pending`}>
                {t('kit.thinking')}
              </li>
            ) : null}
          </ol>
          <ChatComposer
            testId={testId}
            inputId={`${testId}-input`}
            value={input}
            onChange={setInput}
            onSend={() => void submit()}
            onStop={stream.stop}
            pending={pending}
            canSend={Boolean(input.trim()) && !pending}
            texts={{
              label: t('kit.chatLabel'),
              placeholder: t('kit.chatPlaceholder'),
              send: t('kit.send'),
              stop: t('tutor:chat.stop'),
              stopLabel: t('tutor:chat.stopLabel'),
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
