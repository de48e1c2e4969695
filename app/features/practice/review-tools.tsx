import { Button } from '~/components/ui/button.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { useHeadingFocus } from '~/utils/use-heading-focus.ts'
import type { EngineAction, EngineState } from '#domain/exam/engine.ts'

/** "Flag for review": a toggle on each question, and the list of flagged/unanswered ones before finishing. */
export function FlagButton({ flagged, onToggle }: { flagged: boolean; onToggle: () => void }) {
  const { t } = useTranslation('practice')
  return (
    <Button variant="ghost" aria-pressed={flagged} onClick={onToggle} data-testid="flag-button">
      <span aria-hidden="true">{flagged ? '⚑' : '⚐'}</span> {flagged ? t('kit.flagged') : t('kit.flag')}
    </Button>
  )
}

/** The review list over the engine's state: Back returns to the last question, a number opens that one. */
export function ReviewList({ state, dispatch }: { state: EngineState; dispatch: (action: EngineAction) => void }) {
  const { t } = useTranslation('practice')
  // The list replaces the question screen: focus goes to its heading, not to <body>.
  const root = useHeadingFocus<HTMLDivElement>('review', { initial: true })
  const total = state.answers.length
  const unanswered = state.answers.flatMap((a, i) => (a ? [] : [i]))
  const groups = [
    { title: 'kit.reviewFlagged', items: state.flagged, testId: 'review-flagged-item' },
    { title: 'kit.reviewUnanswered', items: unanswered, testId: undefined },
  ]
  return (
    <div ref={root}>
      <SectionCard title={t('kit.reviewTitle')} data-testid="review-list">
        <p className="text-ink-muted">{t('kit.reviewSummary', { answered: total - unanswered.length, total })}</p>
        {groups.map((group) =>
          group.items.length > 0 ? (
            <div key={group.title}>
              <h3 className="font-semibold">{t(group.title)}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {group.items.map((i) => (
                  <li key={i}>
                    <Button
                      variant="secondary"
                      onClick={() => dispatch({ type: 'goTo', index: i })}
                      data-testid={group.testId}
                    >
                      {t('kit.questionNumber', { n: i + 1 })}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null,
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => dispatch({ type: 'goTo', index: total - 1 })}>
            {t('kit.reviewBack')}
          </Button>
          <Button onClick={() => dispatch({ type: 'finish' })} data-testid="review-finish">
            {t('kit.reviewFinish')}
          </Button>
        </div>
      </SectionCard>
    </div>
  )
}
