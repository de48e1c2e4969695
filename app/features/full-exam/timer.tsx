import { useState } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

/** The warning Bluebook gives: at 5 minutes left the clock shows again and a screen reader hears it once. */
export const WARNING_SECONDS = 5 * 60

export const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** A part's clock that the student may hide; under 5 minutes it shows itself and is announced. */
export function ExamTimer({ seconds, label }: { seconds: number; label: string }) {
  const { t } = useTranslation('fullExam')
  const [hidden, setHidden] = useState(false)
  const warning = seconds <= WARNING_SECONDS
  const visible = !hidden || warning
  return (
    <div className="flex items-center gap-2">
      <span
        className={cn('min-w-16 font-mono text-lg font-semibold tabular-nums', warning && 'text-danger')}
        data-testid="full-exam-timer"
        aria-label={visible ? t('exam.timeLeft', { part: label, time: clock(seconds) }) : undefined}
        role="timer"
        aria-live="off"
      >
        {visible ? clock(seconds) : t('exam.timerHidden')}
      </span>
      <button
        type="button"
        className="btn-ghost px-2 text-sm"
        aria-pressed={!visible}
        onClick={() => setHidden((h) => !h)}
        disabled={warning}
        data-testid="full-exam-timer-toggle"
      >
        {visible ? t('exam.hideTimer') : t('exam.showTimer')}
      </button>
      <p className="sr-only" role="status" aria-live="assertive" data-testid="full-exam-warning-live">
        {warning && seconds > 0 ? t('exam.fiveMinutes') : ''}
      </p>
      {warning && seconds > 0 ? (
        <p className="text-sm font-semibold text-danger" aria-hidden="true" data-testid="full-exam-warning">
          {t('exam.fiveMinutes')}
        </p>
      ) : null}
    </div>
  )
}
