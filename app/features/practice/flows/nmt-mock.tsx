import { lazy, Suspense } from 'react'
import { WaitingCard } from '~/components/ui/waiting-card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { PracticeMain, type PracticePageProps } from '../practice-route.tsx'
import { IntroCard, PracticeStages, ReadyLine } from '../practice-stages.tsx'
import { usePracticeFlow } from '../use-practice-flow.ts'
import { FLOWS, NMT_SECTIONS, withExtraTime } from '#domain/exam/exams.ts'
import { EXAMS } from '#domain/exam/registry.ts'

const rules = FLOWS.nmt
const session = { examType: 'NMT', countryCode: EXAMS.NMT.countryCode, province: null, subjects: NMT_SECTIONS }
// The results screen (bars, topic lists, answer review) comes after the test, not with the route (issue 15).
const NmtResultScreen = lazy(() =>
  import('~/features/practice/nmt/nmt-result-screen.tsx').then((m) => ({ default: m.NmtResultScreen })),
)

/**
 * The NMT mock (spec: /nmt-practice): start screen, questions each timed by its own limit (red at 30 s, at 0 on
 * to the next or finished on the last), the review list, then its own results screen.
 */
export function NmtMock({ loaded }: PracticePageProps) {
  const { t } = useTranslation('practice')
  const flow = usePracticeFlow({ rules, loaded, session, onFinished: () => window.scrollTo({ top: 0 }) })
  const questions = flow.loaded?.questions ?? []
  const minutes = Math.ceil(questions.reduce((sum, q) => sum + withExtraTime(q.timeLimit, flow.extraTime), 0) / 60)

  return (
    <PracticeMain testId="nmt-practice">
      <PracticeStages
        flow={flow}
        intro={
          <IntroCard flow={flow} kind="nmt" title={t('nmt.title')} minutes={minutes}>
            <ReadyLine flow={flow} />
            {flow.keptIn === 'browser' ? <p className="text-sm text-ink-muted">{t('nmt.visitorNotice')}</p> : null}
          </IntroCard>
        }
        done={(result) => (
          <Suspense fallback={<WaitingCard text={t('nmt.saving')} />}>
            <NmtResultScreen {...result} />
          </Suspense>
        )}
      />
    </PracticeMain>
  )
}
