import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { subjectLabel } from '~/components/practice/results/result-parts.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { StartRow } from '~/features/practice/review-tools.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { Loaded } from '~/utils/load-questions.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { readLocal } from '~/utils/storage.ts'
import { askGeneric } from '../ask.ts'
import { PracticeMain, ProblemCard } from '../bad-link.tsx'
import { InfoTiles, PracticeStages } from '../practice-stages.tsx'
import { WaitingCard } from '../status.tsx'
import { usePracticeFlow, useQuestions, type Finished, type SessionInfo } from '../use-practice-flow.ts'
import { FLOWS, withExtraTime } from '#api/domain/exam/exams.ts'
import { examTypeNameForTest, type SectionLink } from '#api/domain/exam/links.ts'

const rules = FLOWS.generic
interface Source {
  examType: string
  countryCode: SessionInfo['countryCode']
  sections: string[]
  /** Reached as /practice?exam=..&section=.. */
  section: string | null
  test: { id: string; name: string } | null
}

/**
 * The generic practice test (spec: /practice): questions from a question-bank link or from the test chosen on
 * /select-country (read in the browser; without it, back to /select-country). Submit checks the answer and
 * stops the clock; at 0 nothing happens. Finishing keeps the results in this browser and opens the results page.
 */
export function GenericTest(props: { link: Extract<SectionLink, { ok: true }> | null; loaded: Loaded | null }) {
  const { link } = props
  const { t } = useTranslation(['practice', 'common'])
  const navigate = useNavigate()
  const [source, setSource] = useState<Source | null>(null)
  const fetched = useQuestions(props.loaded)
  const { load } = fetched
  useEffect(() => {
    if (link) {
      const { examType, countryCode, section } = link
      setSource({ examType, countryCode, sections: [section], section, test: null })
      return
    }
    const country = readLocal('selectedCountry')
    const test = readLocal('selectedTestData')
    if (!country || !test) return navigate('/select-country', { replace: true })
    const examType = examTypeNameForTest(test.id)
    setSource({ examType, countryCode: test.countryCode, sections: test.subjects, section: null, test })
    // The chosen test lives in this browser: the loader gets it as ?test=..&subject=..
    load([['test', test.id], ...test.subjects.map((s): [string, string] => ['subject', s])])
    // Once per link: `load` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link, navigate])
  const flow = usePracticeFlow({
    rules,
    loaded: source ? fetched.loaded : null,
    signedIn: true,
    session: source
      ? { examType: source.examType, countryCode: source.countryCode, province: null, subjects: source.sections }
      : null,
  })

  function finished({ questions, answers, summary, totalTime }: Finished) {
    if (!source) return
    try {
      practiceStorage.writePracticeResults({
        examType: source.examType,
        countryCode: source.countryCode,
        totalQuestions: questions.length,
        correctAnswers: summary.questionsCorrect,
        scorePercentage: summary.scorePercentage,
        answers,
        questions,
        totalTime,
        date: new Date().toISOString(),
      })
    } catch (error) {
      console.warn('The results could not be kept in this browser', error)
    }
    navigate(source.countryCode === 'UA' ? '/nmt-results' : '/results')
  }

  const questions = flow.loaded?.questions ?? []
  let body: React.ReactNode
  if (!source || !flow.loaded) {
    body = <WaitingCard text={t('generic.loading')} testId="practice-loading" />
  } else if (flow.loaded?.failed && questions.length === 0) {
    body = (
      <ProblemCard title={t('common:states.error')} text={t('generic.loadError')} alert>
        <Button onClick={flow.retry} data-testid="practice-retry">
          {t('common:states.retry')}
        </Button>
      </ProblemCard>
    )
  } else if (questions.length === 0) {
    body = (
      <ProblemCard title={t('generic.noQuestions')} text={t('generic.noQuestionsText')} testId="practice-empty">
        <Link to="/select-country" className={buttonVariants()} data-testid="back-to-select">
          {t('generic.backToSelect')}
        </Link>
      </ProblemCard>
    )
  } else {
    const title = source.section
      ? t('generic.sectionTitle', { section: subjectLabel(t, source.section) })
      : t(`select:tests.${source.test?.id}.name`, { defaultValue: source.test?.name ?? '' })
    const subjects = [...new Set(questions.map((q) => q.section))]
    const minutes = withExtraTime(rules.timer.seconds as number, flow.extraTime) / 60
    const intro = (
      <Card as="section" className="flex flex-col gap-5" aria-labelledby="practice-title" data-testid="practice-intro">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('generic.kicker')}</p>
          <h1 id="practice-title" className="mt-1 text-2xl font-bold md:text-3xl">
            {title}
          </h1>
        </div>
        <InfoTiles
          tiles={[
            { value: questions.length, label: t('generic.infoQuestions', { count: questions.length }) },
            { value: subjects.length, label: t('generic.infoSubjects', { count: subjects.length }) },
            { value: Math.round(minutes * 10) / 10, label: t('generic.infoMinutes', { count: minutes }) },
          ]}
        />
        <p className="text-sm text-ink-muted">{subjects.map((s) => subjectLabel(t, s)).join(' · ')}</p>
        <p className="text-ink-muted">{t('generic.introText')}</p>
        <StartRow
          extraTime={flow.extraTime}
          onExtraTime={flow.setExtraTime}
          onStart={flow.start}
          label={t('generic.start')}
          testId="practice-start"
          back={t('generic.exit')}
        />
      </Card>
    )
    body = (
      <PracticeStages
        flow={flow}
        intro={intro}
        ask={(question, message) => askGeneric(question, message, t('generic.chatError'))}
        onFinished={finished}
      />
    )
  }
  return <PracticeMain>{body}</PracticeMain>
}
