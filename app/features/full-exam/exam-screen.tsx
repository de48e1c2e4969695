import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { QuestionInput } from './question-input.tsx'
import { ExamTimer } from './timer.tsx'
import { ToolBar } from './tools.tsx'
import type { FullExamFlow } from './use-full-exam.ts'
import { presentOptions } from '#domain/option-order.ts'

/** The screen of a running part: clock, tools, one question at a time, the navigator, and Submit. */
export function ExamScreen({ flow, partLabel }: { flow: FullExamFlow; partLabel: string }) {
  const { t } = useTranslation('fullExam')
  const [confirming, setConfirming] = useState(false)
  // The confirm box opens with focus inside it; Keep working (or Escape) returns it to Submit.
  const dialogRef = useRef<HTMLDivElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    const dialog = dialogRef.current
    if (confirming) dialog?.focus()
    else if (wasConfirming.current) submitRef.current?.focus()
    wasConfirming.current = confirming
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setConfirming(false)
    dialog?.addEventListener('keydown', onKey)
    return () => dialog?.removeEventListener('keydown', onKey)
  }, [confirming])
  const { state, part, partIds, items } = flow
  if (!state || !part) return null
  const index = Math.min(state.current, Math.max(0, partIds.length - 1))
  const qid = partIds[index]
  const item = qid ? items.get(qid) : undefined
  const tools = part.tools
  const unanswered = partIds.filter((id) => state.answers[id] === undefined).length
  const marked = qid ? state.marked.includes(qid) : false

  return (
    <div
      className="flex flex-col gap-5"
      data-testid="full-exam-part"
      data-part={part.id}
      data-route={state.routes[part.id] ?? ''}
    >
      {/* The exam bar stays in view while the page scrolls (the site header is not pinned on this route). */}
      <header
        className="sticky top-0 z-30 -mx-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-line bg-surface/95 px-4 py-2 backdrop-blur"
        data-testid="full-exam-bar"
      >
        <h2 className="text-xl font-semibold" data-testid="full-exam-part-title">
          {partLabel}
        </h2>
        <ExamTimer seconds={flow.secondsLeft} label={partLabel} />
      </header>
      <ToolBar tools={tools} language={part.language} />
      {item ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold" data-testid="full-exam-position">
              {t('exam.position', { number: index + 1, count: partIds.length })}
            </p>
            {tools.includes('mark-for-review') ? (
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={marked}
                onClick={() => flow.mark(item.id)}
                data-testid="full-exam-mark"
              >
                {t(marked ? 'exam.unmark' : 'exam.mark')}
              </Button>
            ) : null}
          </div>
          <QuestionInput
            key={item.id}
            // In this attempt's option order (its seed); struck-out options are places in that order.
            item={presentOptions(item, state.shuffleSeed)}
            number={index + 1}
            language={part.language}
            answer={state.answers[item.id]}
            struck={state.struck[item.id] ?? []}
            strikeOn={tools.includes('strike-through')}
            onAnswer={(value) => flow.answer(item.id, value)}
            onStrike={(option) => flow.strike(item.id, option)}
            seed={state.shuffleSeed}
          />
          <div className="flex justify-between gap-2">
            <Button variant="secondary" disabled={index === 0} onClick={() => flow.goTo(index - 1)}>
              {t('exam.back')}
            </Button>
            <Button
              variant="secondary"
              disabled={index >= partIds.length - 1}
              onClick={() => flow.goTo(index + 1)}
              data-testid="full-exam-next"
            >
              {t('exam.next')}
            </Button>
          </div>
        </>
      ) : (
        <p>{t('exam.noItems')}</p>
      )}
      <nav aria-label={t('exam.navigator')} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('exam.navigator')}</h3>
        <ol className="flex flex-wrap gap-1" data-testid="full-exam-navigator">
          {partIds.map((id, i) => {
            const answered = state.answers[id] !== undefined
            const isMarked = state.marked.includes(id)
            const status = [answered ? t('exam.answered') : t('exam.unanswered'), isMarked ? t('exam.marked') : '']
              .filter(Boolean)
              .join(', ')
            return (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => flow.goTo(i)}
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={t('exam.goTo', { number: i + 1, status })}
                  className={cn(
                    'h-9 w-9 rounded border text-sm',
                    answered ? 'border-brand bg-brand-soft' : 'border-line border-dashed bg-surface',
                    i === index && 'ring-2 ring-brand',
                    isMarked && 'font-bold text-warning',
                  )}
                >
                  {i + 1}
                  {isMarked ? <span aria-hidden="true">⚑</span> : null}
                </button>
              </li>
            )
          })}
        </ol>
      </nav>
      {confirming ? (
        <div
          ref={dialogRef}
          role="alertdialog"
          aria-labelledby="submit-title"
          aria-describedby="submit-text"
          tabIndex={-1}
          className="card flex flex-col gap-3"
          data-testid="full-exam-confirm"
        >
          <h3 id="submit-title" className="font-semibold">
            {t('exam.confirmTitle')}
          </h3>
          <p id="submit-text">{t('exam.confirmText', { count: unanswered })}</p>
          <div className="flex gap-2">
            <Button onClick={flow.submitPart} data-testid="full-exam-confirm-submit">
              {t('exam.confirmYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('exam.confirmNo')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={submitRef}
          variant="primary"
          className="self-end"
          onClick={() => setConfirming(true)}
          data-testid="full-exam-submit"
        >
          {t('exam.submitPart')}
        </Button>
      )}
    </div>
  )
}
