import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { subjectLabel } from '~/components/practice/results/result-parts.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import type { Loaded } from '~/utils/load-questions.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { readLocal } from '~/utils/storage.ts'
import { askGeneric } from '../ask.ts'
import { PracticeMain, PracticeProblem } from '../bad-link.tsx'
import { IntroCard, PracticeStages } from '../practice-stages.tsx'
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
  } else if (questions.length === 0) {
    body = <PracticeProblem problem={flow.loaded.failed ? 'loadError' : 'empty'} onRetry={flow.retry} />
  } else {
    const title = source.section
      ? t('generic.sectionTitle', { section: subjectLabel(t, source.section) })
      : t(`select:tests.${source.test?.id}.name`, { defaultValue: source.test?.name ?? '' })
    const minutes = withExtraTime(rules.timer.seconds as number, flow.extraTime) / 60
    const intro = <IntroCard flow={flow} kind="generic" title={title} minutes={minutes} />
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
