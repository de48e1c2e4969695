import { useId, useRef, type RefObject } from 'react'
import { ChatComposer } from '~/features/tutor/chat-composer.tsx'
import { ASSISTANT_BUBBLE, ChatMessages } from '~/features/tutor/chat-messages.tsx'
import type { TutorChat } from '~/features/tutor/use-tutor-chat.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

const QUICK_QUESTIONS = ['weakest', 'plan', 'practice', 'memory'] as const

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
  const ownInputRef = useRef<HTMLTextAreaElement>(null)
  const inputRef = givenInputRef ?? ownInputRef
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
      <ChatMessages
        chat={chat}
        testId={testId}
        scroller={scrollRef}
        className={cn('flex flex-1 flex-col gap-3', page ? 'p-4 sm:p-6' : 'pr-1')}
      >
        <li className={ASSISTANT_BUBBLE} data-role="assistant" data-testid={`${testId}-intro`}>
          <span className="sr-only">{t('chat.tutor')} </span>
          {intro}
        </li>
      </ChatMessages>

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
          chat={chat}
          testId={testId}
          inputId={inputId}
          inputRef={inputRef}
          describedBy={hintId}
          texts={{
            label: t('chat.label'),
            placeholder: t('chat.placeholder'),
            send: t('chat.send'),
          }}
        />
        <p id={hintId} className={cn('text-xs text-ink-muted', !page && 'sr-only')}>
          {t('chat.hint')}
        </p>
      </div>
    </div>
  )
}
