import { Button } from '~/components/ui/button.tsx'
import { ChatComposer } from '~/features/tutor/chat-composer.tsx'
import { ChatDialog } from '~/features/tutor/chat-dialog.tsx'
import { ChatMessages } from '~/features/tutor/chat-messages.tsx'
import { useTutorChat } from '~/features/tutor/use-tutor-chat.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { PracticeQuestion } from '#domain/exam/tally.ts'
import { questionContext } from '#domain/exam/tutor-context.ts'

/** How one flow asks the tutor about the question on screen (spec sections 7 and 8). */
export interface AskPlan {
  /** Free text from the page (the request's `context`), if the flow sends any. */
  context?: string
  /** The apology appended when the reply failed (spec section 8). */
  failure: string
  /** What to show when the reply arrived blank (Canada's helper). */
  empty?: string
}
/** A flow's chat: how to ask about the question on screen. */
export type PracticeAsk = (question: PracticeQuestion) => AskPlan

/**
 * The practice flows' AI chat in a dialog: the tutor's chat (useTutorChat, streamed) with the question on screen as
 * context — its text, options, the student's answer and whether it was answered, so the tutor explains the
 * concept before an answer and walks through the explanation after. The chat lives outside the dialog's content,
 * so it keeps its tutor session for follow-ups; `plan` gives the flow's page context and failure texts.
 */
export function AskAiDialog(props: {
  triggerLabel: string
  title: string
  plan: AskPlan
  question: PracticeQuestion
  studentAnswer?: string | null
  /** The answer was checked (feedback shown): the tutor may now explain it fully. */
  answered: boolean
}) {
  const { t } = useTranslation(['practice', 'tutor'])
  const testId = 'ask-ai'
  const chat = useTutorChat({
    ...props.plan,
    question: questionContext(props.question, props.studentAnswer, props.answered),
  })
  return (
    <ChatDialog
      trigger={
        <Button variant="secondary" data-testid={`${testId}-button`}>
          {props.triggerLabel}
        </Button>
      }
      title={props.title}
      close={{ label: t('kit.closeChat') }}
      className="fixed inset-x-2 bottom-2 top-16 z-50 mx-auto flex max-w-lg flex-col gap-3 rounded-card bg-surface p-4 shadow-xl md:inset-x-auto md:left-1/2 md:w-[32rem] md:-translate-x-1/2"
      data-testid={`${testId}-dialog`}
    >
      <ChatMessages
        chat={chat}
        testId={testId}
        className="relative flex flex-1 flex-col gap-2 overflow-y-auto"
        speakers={false}
        thinking={t('kit.thinking')}
      >
        {chat.messages.length === 0 ? <li className="text-sm text-ink-muted">{t('kit.chatEmpty')}</li> : null}
      </ChatMessages>
      <ChatComposer
        chat={chat}
        testId={testId}
        inputId={`${testId}-input`}
        texts={{ label: t('kit.chatLabel'), placeholder: t('kit.chatPlaceholder'), send: t('kit.send') }}
      />
    </ChatDialog>
  )
}
