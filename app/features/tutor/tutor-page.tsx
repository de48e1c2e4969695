import { useSearchParams } from '@remix-run/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { LocalDate } from '~/components/ui/local-date.tsx'
import { PageHeader } from '~/components/ui/page-header.tsx'
import { TextDetails } from '~/components/ui/text-box.tsx'
import { TutorChatView } from '~/features/tutor/tutor-chat.tsx'
import { TutorIntroMessage, useTutorLabels } from '~/features/tutor/tutor-intro-message.tsx'
import { progressFromAnalysis } from '~/features/tutor/tutor-progress.ts'
import { useTutorChat, type TutorChat } from '~/features/tutor/use-tutor-chat.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { storedContextText, tutorContextText, type PreviousConversation } from '~/utils/tutor-context.ts'
import { needsStoredSession, tutorIntro, type TutorIntro } from '~/utils/tutor-intro.ts'
import { parseTutorQuery } from '~/utils/tutor-query.ts'

/**
 * /ai-tutor: the full-page chat. The first message comes from the query parameters, or from the stored
 * selectedSession when ?session= names it (read after hydration: the server cannot see this tab's storage), or is
 * the default greeting. The tutor is told about the result with every message; without one, the stored
 * tutorContext (the last results page's summary) is the context.
 */
export function TutorPage({ previous, historyError }: { previous: PreviousConversation[]; historyError: boolean }) {
  const { t } = useTranslation('tutor')
  const [params] = useSearchParams()
  const labels = useTutorLabels()
  const [intro, setIntro] = useState<TutorIntro | null>(() =>
    needsStoredSession(params) ? null : tutorIntro(params, () => null),
  )
  // A question from the mistake review (/review): the tutor is told about it with every message.
  const reviewQuestion = useMemo(() => parseTutorQuery(params).question, [params])
  const [context, setContext] = useState<string | undefined>(undefined)
  // A visitor's results go along as progress, so "make me a study plan" can name their weakest subjects.
  const progress = useMemo(
    () => (intro?.kind === 'analysis' ? progressFromAnalysis(intro.analysis) : undefined),
    [intro],
  )
  const chat = useTutorChat({ context, progress })

  // The stored session and context live in browser storage: read once, after hydration. The route remounts this
  // component when the query changes, so one read per mount is all it needs.
  const read = useRef(false)
  useEffect(() => {
    if (read.current) return
    read.current = true
    const next = tutorIntro(params, practiceStorage.readSelectedSession)
    setIntro(next)
    if (reviewQuestion) {
      setContext(`The student is reviewing a question they got wrong or skipped.\n${reviewQuestion}`)
    } else if (next.kind === 'analysis') {
      setContext(tutorContextText(next.analysis, labels))
    } else {
      const stored = practiceStorage.readTutorContext()
      setContext(stored ? storedContextText(stored, labels) : undefined)
    }
  }, [params, labels, reviewQuestion])

  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 pb-4 pt-4 md:pb-8 md:pt-6"
      data-testid="tutor-page"
    >
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {reviewQuestion ? (
        <TextDetails
          summary={t('page.reviewQuestion')}
          text={reviewQuestion.split('\n---\n')[0]}
          className="bg-surface"
          textClassName="text-ink-muted"
          data-testid="tutor-review-question"
        />
      ) : null}
      <div
        className={cn(
          'grid grid-cols-1 items-start gap-4',
          (previous.length > 0 || historyError) && 'lg:grid-cols-[minmax(0,1fr)_17rem]',
        )}
      >
        <section
          aria-label={t('page.title')}
          className="flex h-[calc(100dvh-15rem)] min-h-[24rem] min-w-0 flex-col rounded-card border border-line bg-surface shadow-sm md:h-[calc(100dvh-12rem)]"
        >
          <TutorChatView chat={chat} intro={<TutorIntroMessage intro={intro} />} testId="tutor-chat" variant="page" />
        </section>
        {previous.length || historyError ? <PreviousList previous={previous} error={historyError} chat={chat} /> : null}
      </div>
    </main>
  )
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }

function PreviousList({
  previous,
  error,
  chat,
}: {
  previous: PreviousConversation[]
  error: boolean
  chat: TutorChat
}) {
  const { t } = useTranslation('tutor')
  return (
    <aside aria-labelledby="tutor-history" className="card flex flex-col gap-3 p-4" data-testid="tutor-history">
      <h2 id="tutor-history" className="text-base font-semibold">
        {t('history.title')}
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {t('history.error')}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {previous.map((c) => {
          const open = chat.sessionId === c.id
          return (
            <li
              key={c.id}
              className={cn('rounded-lg border p-3', open ? 'border-brand bg-brand-soft' : 'border-line')}
              data-testid="tutor-history-item"
            >
              <p className="break-words text-sm font-medium">{c.preview}</p>
              <p className="mt-1 text-xs text-ink-muted">
                <LocalDate iso={c.updatedAt} options={DATE_OPTIONS} /> · {t('history.messages', { count: c.count })}
              </p>
              <button
                type="button"
                className={buttonVariants({ variant: 'secondary', className: 'mt-2 min-h-touch w-full' })}
                disabled={open || chat.pending}
                aria-label={t('history.continueLabel', { preview: c.preview })}
                onClick={() => chat.start({ sessionId: c.id, messages: c.messages })}
                data-testid="tutor-history-continue"
              >
                {open ? t('history.current') : t('history.continue')}
              </button>
            </li>
          )
        })}
      </ul>
    </aside>
  )
}
