import { useEffect } from 'react'
import { useNavigate } from '~/components/ui/link.tsx'
import { WaitingCard } from '~/components/ui/waiting-card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { Loaded } from '~/utils/load-questions.ts'
import { subjectName } from '~/utils/names.ts'
import { useChosenTest } from '~/utils/practice-questions.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { readLocal } from '~/utils/storage.ts'
import { PracticeProblem } from '../bad-link.tsx'
import { PracticeMain } from '../practice-route.tsx'
import { IntroCard, PracticeStages } from '../practice-stages.tsx'
import { usePracticeFlow } from '../use-practice-flow.ts'
import { FLOWS, withExtraTime } from '#domain/exam/exams.ts'
import { genericResultsPage, type SectionLink } from '#domain/exam/links.ts'
import { examTypeForTest } from '#domain/exam/registry.ts'
import type { FinishedTest } from '#domain/exam/tally.ts'

const rules = FLOWS.generic

/**
 * The generic practice test (spec: /practice): questions from a question-bank link or from the test chosen on
 * /select-country (read in the browser; without it, back to /select-country). Submit checks the answer and
 * stops the clock; at 0 nothing happens. Finishing keeps the results in this browser and opens the results page.
 */
export function GenericTest(props: {
  link: Extract<SectionLink, { ok: true }> | null
  loaded: Loaded | null
  /** The page kept for offline use, before its client loader has read the link and the questions from the pack. */
  pending?: boolean
}) {
  const { link } = props
  const { t } = useTranslation(['practice', 'common'])
  const navigate = useNavigate()
  const chosen = useChosenTest(props.loaded, (test) =>
    !link && test && readLocal('selectedCountry') ? { ...test, examType: examTypeForTest(test.id) } : null,
  )
  // Without a link or a chosen test there is nothing to practise: back to the choice.
  const pending = Boolean(props.pending)
  useEffect(() => {
    if (!pending && !link && chosen.test === null) navigate('/select-country', { replace: true })
  }, [pending, link, chosen.test, navigate])
  const { test } = chosen
  // Reached as /practice?exam=..&section=.. (one section), or the chosen test (its subjects).
  const source = link
    ? { ...link, sections: [link.section], test: null }
    : test
      ? { ...test, sections: test.subjects, section: null, test }
      : null
  const flow = usePracticeFlow({
    rules,
    loaded: link ? props.loaded : chosen.loaded,
    session: source
      ? { examType: source.examType, countryCode: source.countryCode, province: null, subjects: source.sections }
      : null,
    onFinished: finished,
  })

  function finished({ questions, answers, summary, totalTime }: FinishedTest) {
    if (!source) return
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
    navigate(genericResultsPage(source.countryCode))
  }

  const questions = flow.loaded?.questions ?? []
  let body: React.ReactNode
  if (!source || !flow.loaded) {
    body = <WaitingCard text={t('generic.loading')} testId="practice-loading" />
  } else if (questions.length === 0) {
    body = <PracticeProblem problem={flow.loaded.failed ? 'loadError' : 'empty'} onRetry={flow.retry} />
  } else {
    const title = source.section
      ? t('generic.sectionTitle', { section: subjectName(t, source.section) })
      : t(`select:tests.${source.test?.id}.name`, { defaultValue: source.test?.name ?? '' })
    const minutes = withExtraTime(rules.timer.seconds as number, flow.extraTime) / 60
    const intro = <IntroCard flow={flow} kind="generic" title={title} minutes={minutes} />
    body = (
      <PracticeStages
        flow={flow}
        intro={intro}
        ask={(question) => ({ context: question.questionText.slice(0, 8000), failure: t('generic.chatError') })}
      />
    )
  }
  return <PracticeMain testId="practice">{body}</PracticeMain>
}
