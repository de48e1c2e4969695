import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { TutorReplyText } from '~/features/tutor/tutor-reply-text.tsx'
import type { TutorChat } from '~/features/tutor/use-tutor-chat.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

const BUBBLE = 'max-w-[92%] rounded-2xl px-4 py-3 text-sm leading-relaxed sm:max-w-[85%]'
export const ASSISTANT_BUBBLE = `${BUBBLE} self-start rounded-bl-sm border border-line bg-canvas text-ink`
const USER = `${BUBBLE} self-end rounded-br-sm bg-brand text-white`

/**
 * The conversation of a tutor chat (the tutor page and popup, the practice ask-AI dialogs) as a live list: what
 * comes first (`children`: the page's intro, the dialog's empty line), the messages, 'Thinking...' until the reply's
 * first piece arrives and then the reply as it streams. `speakers` says "You"/"Tutor" to screen readers before
 * each message. Each new message is brought into view inside `scroller` (the list itself unless given; either is
 * positioned, so offsets count from it); a long reply is shown from its first line rather than its last.
 */
export function ChatMessages({
  chat,
  testId,
  className,
  scroller,
  speakers = true,
  thinking,
  children,
}: {
  chat: TutorChat
  testId: string
  className: string
  scroller?: RefObject<HTMLElement>
  speakers?: boolean
  thinking?: string
  children?: ReactNode
}) {
  const { t } = useTranslation('tutor')
  const listRef = useRef<HTMLOListElement>(null)
  const count = chat.messages.length + (chat.pending ? 1 : 0)
  const seen = useRef(count)

  // Not on the first render: the chat opens at its top.
  useEffect(() => {
    if (count === seen.current) return
    seen.current = count
    const box = scroller?.current ?? listRef.current
    const last = listRef.current?.lastElementChild as HTMLElement | null | undefined
    if (!box || !last) return
    const bottom = box.scrollHeight - box.clientHeight
    box.scrollTo({ top: Math.min(bottom, Math.max(last.offsetTop - 12, 0)), behavior: 'smooth' })
  }, [count, scroller])

  const speaker = (role: string) =>
    speakers ? <span className="sr-only">{role === 'user' ? t('chat.you') : t('chat.tutor')} </span> : null
  return (
    <ol
      ref={listRef}
      aria-label={t('chat.messages')}
      aria-live="polite"
      aria-relevant="additions"
      className={className}
      data-testid={`${testId}-messages`}
    >
      {children}
      {chat.messages.map((m) => (
        <li
          key={m.id}
          className={m.role === 'user' ? USER : cn(ASSISTANT_BUBBLE, m.failed && 'border-danger bg-danger-soft')}
          data-role={m.role}
          data-failed={m.failed ? 'true' : undefined}
          data-testid={`${testId}-message`}
        >
          {speaker(m.role)}
          {m.offline ? (
            <span className="mb-2 block text-xs font-medium text-ink-muted" data-testid={`${testId}-offline`}>
              {t('chat.offlineNotes')}
            </span>
          ) : null}
          <span className="whitespace-pre-line break-words">
            {m.role === 'assistant' && !m.failed ? <TutorReplyText text={m.content} /> : m.content}
          </span>
          {m.stopped ? (
            <span className="mt-2 block text-xs text-ink-muted" data-testid={`${testId}-stopped`}>
              {t('chat.stopped')}
            </span>
          ) : null}
          {m.interrupted ? (
            <span className="mt-2 block text-xs font-medium text-danger" data-testid={`${testId}-interrupted`}>
              {t('chat.interrupted')}
            </span>
          ) : null}
        </li>
      ))}
      {chat.pending && chat.streamingText ? (
        <li
          className={ASSISTANT_BUBBLE}
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
        <li className={cn(ASSISTANT_BUBBLE, 'text-ink-muted')} data-testid={`${testId}-pending`}>
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
            {thinking ?? t('chat.thinking')}
          </span>
        </li>
      ) : null}
    </ol>
  )
}
