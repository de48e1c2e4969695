import { useTranslation } from 'react-i18next'
import { practiceStorage } from '~/utils/practice-storage.ts'

/** "Flag for review": a toggle on each question, and the list of flagged/unanswered ones before finishing. */
export function FlagButton({ flagged, onToggle }: { flagged: boolean; onToggle: () => void }) {
  const { t } = useTranslation('practice')
  return (
    <button type="button" className="btn-ghost" aria-pressed={flagged} onClick={onToggle} data-testid="flag-button">
      <span aria-hidden="true">{flagged ? '⚑' : '⚐'}</span> {flagged ? t('kit.flagged') : t('kit.flag')}
    </button>
  )
}

export function ReviewList({
  total,
  answers,
  flagged,
  onGoTo,
  onFinish,
  onBack,
}: {
  total: number
  answers: (string | null | undefined)[]
  flagged: Set<number>
  onGoTo: (index: number) => void
  onFinish: () => void
  onBack: () => void
}) {
  const { t } = useTranslation('practice')
  const unanswered = Array.from({ length: total }, (_, i) => i).filter((i) => !answers[i])
  const marked = [...flagged].sort((a, b) => a - b)
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="review-title" data-testid="review-list">
      <h2 id="review-title" className="text-xl font-semibold">
        {t('kit.reviewTitle')}
      </h2>
      <p className="text-ink-muted">{t('kit.reviewSummary', { answered: total - unanswered.length, total })}</p>
      {marked.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('kit.reviewFlagged')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {marked.map((i) => (
              <li key={i}>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => onGoTo(i)}
                  data-testid="review-flagged-item"
                >
                  {t('kit.questionNumber', { n: i + 1 })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {unanswered.length > 0 ? (
        <div>
          <h3 className="font-semibold">{t('kit.reviewUnanswered')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {unanswered.map((i) => (
              <li key={i}>
                <button type="button" className="btn-secondary" onClick={() => onGoTo(i)}>
                  {t('kit.questionNumber', { n: i + 1 })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={onBack}>
          {t('kit.reviewBack')}
        </button>
        <button type="button" className="btn-primary" onClick={onFinish} data-testid="review-finish">
          {t('kit.reviewFinish')}
        </button>
      </div>
    </section>
  )
}

/** Accommodation: extra time (× 1.5), chosen before a test starts and remembered in this browser (it saves itself). */
export function ExtraTimeToggle({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('practice')
  return (
    <label className="grid min-h-touch grid-cols-[auto_1fr] items-center gap-x-3">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(e) => {
          practiceStorage.writeExtraTime(e.target.checked)
          onChange(e.target.checked)
        }}
        data-testid="extra-time"
      />
      <span className="font-medium">{t('kit.extraTime')}</span>
      <span className="col-start-2 text-sm text-ink-muted">{t('kit.extraTimeHint')}</span>
    </label>
  )
}
