import { useState } from 'react'
import { NmtResultScreen } from '~/components/practice/nmt/nmt-result-screen.tsx'
import { subjectLabel } from '~/components/practice/results/result-parts.tsx'
import { Card } from '~/components/ui/card.tsx'
import { StartRow } from '~/features/practice/review-tools.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { Loaded } from '~/utils/load-questions.ts'
import { InfoTiles, PracticeStages, ReadyLine } from '../practice-stages.tsx'
import { usePracticeFlow, type Finished } from '../use-practice-flow.ts'
import { FLOWS, NMT_SECTIONS, withExtraTime } from '#api/domain/exam/exams.ts'

const rules = FLOWS.nmt
const session = { examType: 'NMT', countryCode: 'UA' as const, province: null, subjects: NMT_SECTIONS }

/**
 * The NMT mock (spec: /nmt-practice): start screen, questions each timed by its own limit (red at 30 s, at 0 on
 * to the next or finished on the last), the review list, then its own results screen.
 */
export function NmtMock({ signedIn, loaded }: { signedIn: boolean; loaded: Loaded | null }) {
  const { t } = useTranslation(['practice', 'common'])
  const flow = usePracticeFlow({ rules, loaded, signedIn, session })
  const [result, setResult] = useState<Finished | null>(null)
  const questions = flow.loaded?.questions ?? []
  const sections = [...new Set(questions.map((q) => q.section))]
  const minutes = Math.ceil(questions.reduce((sum, q) => sum + withExtraTime(q.timeLimit, flow.extraTime), 0) / 60)

  const intro = (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby="nmt-title" data-testid="nmt-intro">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('nmt.kicker')}</p>
        <h1 id="nmt-title" className="mt-1 text-2xl font-bold md:text-3xl">
          {t('nmt.title')}
        </h1>
      </div>
      <p className="text-ink-muted">{t('nmt.introText')}</p>
      {flow.loaded ? (
        <InfoTiles
          tiles={[
            { value: questions.length, label: t('nmt.infoQuestions', { count: questions.length }) },
            { value: sections.length, label: t('nmt.infoSections', { count: sections.length }) },
            { value: minutes, label: t('nmt.infoMinutes', { count: minutes }) },
          ]}
        />
      ) : null}
      <p className="text-sm text-ink-muted">{sections.map((s) => subjectLabel(t, s)).join(' · ')}</p>
      <ReadyLine flow={flow} />
      {!signedIn ? <p className="text-sm text-ink-muted">{t('nmt.visitorNotice')}</p> : null}
      <StartRow
        extraTime={flow.extraTime}
        onExtraTime={flow.setExtraTime}
        onStart={flow.start}
        label={t('nmt.start')}
        testId="nmt-start"
        back={t('nmt.back')}
      />
    </Card>
  )

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 md:py-10" data-testid="nmt-practice">
      <PracticeStages
        flow={flow}
        intro={intro}
        onFinished={(finished) => {
          setResult(finished)
          window.scrollTo({ top: 0 })
        }}
        done={result ? <NmtResultScreen {...result} /> : undefined}
      />
    </main>
  )
}
