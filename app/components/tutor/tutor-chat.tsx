import { useEffect, useId, useRef, type RefObject } from 'react'
import { ChatComposer } from '~/components/tutor/chat-composer.tsx'
import { TutorReplyText } from '~/components/tutor/tutor-reply-text.tsx'
import type { TutorChat } from '~/components/tutor/use-tutor-chat.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

const QUICK_QUESTIONS = ['weakest', 'plan', 'practice', 'memory'] as const

const BUBBLE = 'max-w-[92%] rounded-2xl px-4 py-3 text-sm leading-relaxed sm:max-w-[85%]'
const ASSISTANT = `${BUBBLE} self-start rounded-bl-sm border border-line bg-canvas text-ink`
const USER = `${BUBBLE} self-end rounded-br-sm bg-brand text-white`

/**
 * The tutor chat core, used by /ai-tutor and by the popup on the signed-in home: the first assistant message
 * (`intro`), the conversation, 'Thinking...' until the reply's first piece arrives and then the reply as it
 * streams, quick question chips that fill the input, and the input itself (Enter sends, Shift+Enter makes a
 * new line; the send button is disabled while the text is empty or a reply is on its way, when a Stop button
 * cancels it and keeps what arrived). Links in replies to this site's pages are real links; the rest is text.
 */
export function TutorChatView({
  chat,
  intro,
  testId,
  variant,
  inputRef: givenInputRef,
}: {
  chat: TutorChat
  intro: React.ReactNode
  testId: string
  variant: 'page' | 'popup'
  /** The message input, for a container that moves focus to it (the popup does when it opens). */
  inputRef?: RefObject<HTMLTextAreaElement>
}) {
  const { t } = useTranslation('tutor')
  const inputId = useId()
  const hintId = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const ownInputRef = useRef<HTMLTextAreaElement>(null)
  const inputRef = givenInputRef ?? ownInputRef
  const count = chat.messages.length + (chat.pending ? 1 : 0)
  const seen = useRef(count)

  // Bring each new message into view inside the chat (not on the first render: the chat opens at its top).
  // A long reply is shown from its first line rather than its last.
  useEffect(() => {
    if (count === seen.current) return
    seen.current = count
    const scroller = scrollRef.current
    const last = listRef.current?.lastElementChild as HTMLElement | null | undefined
    if (!scroller || !last) return
    const bottom = scroller.scrollHeight - scroller.clientHeight
    scroller.scrollTo({ top: Math.min(bottom, Math.max(last.offsetTop - 12, 0)), behavior: 'smooth' })
  }, [count])

  const page = variant === 'page'
  return (
    // One scroller holds the conversation and, pinned to its bottom, the input: keyboard users scroll it from
    // the chips and the input inside it, so the list needs no tab stop of its own.
    <div
      ref={scrollRef}
      className={cn('relative flex min-h-0 min-w-0 flex-1 flex-col overflow-y-auto', !page && 'gap-3')}
      data-testid={testId}
      data-session-id={chat.sessionId ?? undefined}
    >
      <ol
        ref={listRef}
        aria-label={t('chat.messages')}
        aria-live="polite"
        aria-relevant="additions"
        className={cn('flex flex-1 flex-col gap-3', page ? 'p-4 sm:p-6' : 'pr-1')}
        data-testid={`${testId}-messages`}
      >
        <li className={ASSISTANT} data-role="assistant" data-testid={`${testId}-intro`}>
          <span className="sr-only">{t('chat.tutor')} </span>
          {intro}
        </li>
        {chat.messages.map((m) => (
          <li
            key={m.id}
            className={m.role === 'user' ? USER : cn(ASSISTANT, m.failed && 'border-danger bg-danger-soft')}
            data-role={m.role}
            data-failed={m.failed ? 'true' : undefined}
            data-testid={`${testId}-message`}
          >
            <span className="sr-only">{m.role === 'user' ? t('chat.you') : t('chat.tutor')} </span>
            <span className="whitespace-pre-line break-words">
              {m.role === 'assistant' && !m.failed ? <TutorReplyText text={m.content} /> : m.content}
            </span>
            {m.stopped ? (
              <span className="mt-2 block text-xs text-ink-muted" data-testid={`${testId}-stopped`}>
                {t('chat.stopped')}
              </span>
            ) : null}
          </li>
        ))}
        {chat.pending && chat.streamingText ? (
          <li
            className={ASSISTANT}
            data-role="assistant"
            data-streaming="true"
            aria-busy="true"
            data-testid={`${testId}-streaming`}
          >
            <span className="sr-only">{t('chat.writing')} </span>
            <span className="whitespace-pre-line break-words">
              <TutorReplyText text={chat.streamingText} />
            </span>
          </li>
        ) : chat.pending ? (
          <li className={cn(ASSISTANT, 'text-ink-muted')} data-testid={`${testId}-pending`}>
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="inline-flex gap-1">
                {[0, 1, 2].map((i) => (
                  <span
                    key={i}
                    className="size-1.5 animate-bounce rounded-full bg-ink-muted"
                    style={{ animationDelay: `${i * 150}ms` }}
                  />
                ))}
              </span>
              {t('chat.thinking')}
            </span>
          </li>
        ) : null}
      </ol>

      <div
        className={cn(
          'sticky bottom-0 flex flex-col gap-3 border-t border-line bg-surface',
          page ? 'rounded-b-card p-4 sm:px-6' : 'pt-3',
        )}
      >
        <div
          role="group"
          aria-label={t('chat.quickTitle')}
          className={cn('-mx-1 flex gap-2 overflow-x-auto px-1 pb-1', page && 'md:flex-wrap md:overflow-visible')}
          data-testid={`${testId}-chips`}
        >
          {QUICK_QUESTIONS.map((key) => (
            <button
              key={key}
              type="button"
              className={cn(
                'min-h-touch shrink-0 rounded-full border border-brand bg-brand-soft px-3 py-1.5 text-sm font-medium text-brand-strong hover:bg-brand hover:text-white',
                page && 'md:min-h-0 md:py-1',
              )}
              onClick={() => {
                chat.setInput(t(`quick.${key}`))
                inputRef.current?.focus()
              }}
              data-testid={`${testId}-chip`}
            >
              {t(`quick.${key}`)}
            </button>
          ))}
        </div>
        <ChatComposer
          testId={testId}
          inputId={inputId}
          inputRef={inputRef}
          describedBy={hintId}
          value={chat.input}
          onChange={chat.setInput}
          onSend={() => void chat.send()}
          onStop={chat.stop}
          pending={chat.pending}
          canSend={chat.canSend}
          texts={{
            label: t('chat.label'),
            placeholder: t('chat.placeholder'),
            send: t('chat.send'),
            stop: t('chat.stop'),
            stopLabel: t('chat.stopLabel'),
          }}
        />
        <p id={hintId} className={cn('text-xs text-ink-muted', !page && 'sr-only')}>
          {t('chat.hint')}
        </p>
      </div>
    </div>
  )
}
