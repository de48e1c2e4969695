import { type RefObject } from 'react'
import { Button } from '~/components/ui/button.tsx'
import type { TutorChat } from '~/features/tutor/use-tutor-chat.ts'
import { useTranslation } from '~/i18n/react.tsx'
import * as LIMITS from '#openapi/limits.ts'

/**
 * The message box under a tutor chat (the tutor page and popup, the practice ask-AI dialogs): Enter sends,
 * Shift+Enter breaks the line, and while a reply streams a Stop button sits beside Send.
 */
export function ChatComposer(props: {
  chat: TutorChat
  testId: string
  inputId: string
  texts: { label: string; placeholder: string; send: string }
  inputRef?: RefObject<HTMLTextAreaElement>
  describedBy?: string
}) {
  const { chat, testId, texts } = props
  const { t } = useTranslation('tutor')
  const send = () => void chat.send()
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        send()
      }}
    >
      <label className="sr-only" htmlFor={props.inputId}>
        {texts.label}
      </label>
      <textarea
        ref={props.inputRef}
        id={props.inputId}
        value={chat.input}
        rows={2}
        maxLength={LIMITS.TutorChatRequest.message.maxLength}
        aria-describedby={props.describedBy}
        onChange={(e) => chat.setInput(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault()
            send()
          }
        }}
        className="field-input flex-1 resize-none"
        placeholder={texts.placeholder}
        data-testid={`${testId}-input`}
      />
      {chat.pending ? (
        <Button
          type="button"
          variant="secondary"
          onClick={chat.stop}
          aria-label={t('chat.stopLabel')}
          data-testid={`${testId}-stop`}
        >
          {t('chat.stop')}
        </Button>
      ) : null}
      <Button type="submit" disabled={!chat.canSend} data-testid={`${testId}-send`}>
        {texts.send}
      </Button>
    </form>
  )
}
