import { useRef } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { ChatDialog } from '~/features/tutor/chat-dialog.tsx'
import { TutorChatView } from '~/features/tutor/tutor-chat.tsx'
import { TutorIntroMessage } from '~/features/tutor/tutor-intro-message.tsx'
import { useTutorChat } from '~/features/tutor/use-tutor-chat.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { GREETING } from '~/utils/tutor-intro.ts'

/**
 * The signed-in home's floating AI tutor button and its chat popup (spec section 2). It streams each reply
 * (useTutorChat: the session cookie says who the student is) and keeps the session id from each answer. The chat lives
 * here, outside the dialog, so closing and reopening the popup continues the same conversation.
 */
export function TutorPopup({ label }: { label: string }) {
  const { t } = useTranslation('tutor')
  const chat = useTutorChat()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  return (
    <ChatDialog
      trigger={
        <button
          type="button"
          className={buttonVariants({ className: 'fixed bottom-24 right-4 z-30 rounded-full shadow-lg md:bottom-6' })}
          data-testid="tutor-button"
        >
          {label}
        </button>
      }
      title={t('popup.title')}
      close={{ label: t('popup.close'), className: 'px-3 text-lg', testId: 'tutor-popup-close' }}
      actions={
        <Link
          to="/ai-tutor"
          className={buttonVariants({
            variant: 'ghost',
            className: 'px-2 text-brand-strong underline-offset-2 hover:underline',
          })}
          data-testid="tutor-popup-full"
        >
          {t('popup.fullPage')}
        </Link>
      }
      overlayClassName="md:bg-ink/20"
      className="fixed inset-x-2 bottom-2 top-14 z-50 flex flex-col gap-3 rounded-card bg-surface p-4 shadow-xl md:inset-x-auto md:bottom-6 md:right-6 md:top-auto md:h-[min(40rem,calc(100dvh-3rem))] md:w-[26rem]"
      data-testid="tutor-popup"
      onOpenAutoFocus={(event) => {
        // Opening the tutor is to ask something: focus goes to the message input, not the first link.
        event.preventDefault()
        inputRef.current?.focus()
      }}
    >
      <TutorChatView
        chat={chat}
        intro={<TutorIntroMessage intro={GREETING} />}
        testId="tutor-popup-chat"
        variant="popup"
        inputRef={inputRef}
      />
    </ChatDialog>
  )
}
