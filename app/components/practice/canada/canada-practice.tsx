import { Link, useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Question } from '../../../../openapi/types.ts'
import { canadaExamType } from '#domain/exam/scoring.ts'
import { interleave } from '#domain/exam/UNKNOWN.ts'
import { buildCanadaResults } from '#domain/exam/results.ts'
import { shuffle, summarize } from '#domain/exam/tally.ts'
import { fetchQuestions, isQuestion, sendChat } from '../../../utils/practice-client.ts'
import { practiceStorage, timeLimitWithAccommodation } from '../../../utils/practice-storage.ts'
import { readLocal, type SelectedTestData } from '../../../utils/storage.ts'
import { AskAiDialog } from '../ask-ai-dialog.tsx'
import { ExtraTimeToggle } from '../review-tools.tsx'
import { recordFinishedTest, startSession } from '../timed/practice-io.ts'
import { WaitingCard } from '../timed/status.tsx'
import { TestScreen } from '../timed/test-screen.tsx'
import { useTimedTest } from '../timed/use-timed-test.ts'
import {
  CANADA_FETCH_LIMIT,
  CANADA_PRACTICE_COUNT,
  CANADA_REDIRECT_MS,
  CANADA_SESSION_SUBJECTS,
  CANADA_TESTS,
  bankExamType,
  builtinCanadaQuestions,
  coachContext,
  coachPrompt,
  isCanadaTestId,
} from './canada-data.ts'

export interface CanadaTest {
  id: string
  /** The catalogue's (English) name; the page shows the translated one. */
  name: string
  province: string
  subjects: string[]
  examType: string
}

type Stage =
  | { kind: 'checking' }
  | { kind: 'missing' }
  | { kind: 'intro'; test: CanadaTest }
  | { kind: 'loading'; test: CanadaTest }
  | { kind: 'running'; test: CanadaTest; questions: Question[] }
  | { kind: 'complete'; correct: number; total: number }

function canadaTest(data: SelectedTestData | null): CanadaTest | null {
  if (!data || data.countryCode !== 'CA') return null
  const known = isCanadaTestId(data.id) ? CANADA_TESTS[data.id] : null
  const subjects = data.subjects.length > 0 ? data.subjects : [...(known?.subjects ?? [])]
  return {
    id: data.id,
    name: data.name,
    province: known?.province ?? 'Canada',
    subjects,
    examType: canadaExamType(data.id),
  }
}

/** A few bank questions per subject, taken in turn, about 5 in all; the built-in set only when the bank gives none. */
async function loadQuestions(test: CanadaTest): Promise<Question[]> {
  const examType = bankExamType(test.examType)
  if (!examType) return []
  const lists = await Promise.all(
    test.subjects.map(async (section) => {
      const res = await fetchQuestions({ examType, section, limit: CANADA_FETCH_LIMIT })
      if (!res.ok) {
        console.warn(`Questions for "${section}" could not be loaded.`, res.error)
        return []
      }
      return shuffle(res.questions.filter(isQuestion))
    }),
  )
  return interleave(lists, CANADA_PRACTICE_COUNT)
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** /canada-practice: the selected test → bank questions → answers with per-question limits → results record → /canada-results. */
export function CanadaPractice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(['canada', 'common'])
  const navigate = useNavigate()
  const [stage, setStage] = useState<Stage>({ kind: 'checking' })
  const [extraTime, setExtraTime] = useState(false)
  const session = useRef<Promise<string | null>>(Promise.resolve(null))
  const startedAt = useRef(0)
  useEffect(() => {
    setExtraTime(practiceStorage.readExtraTime())
    const test = canadaTest(readLocal('selectedTestData'))
    setStage(test ? { kind: 'intro', test } : { kind: 'missing' })
  }, [])

  async function start(test: CanadaTest) {
    setStage({ kind: 'loading', test })
    session.current = startSession(signedIn, {
      examType: test.examType,
      countryCode: 'CA',
      province: test.province,
      subjects: test.subjects.slice(0, CANADA_SESSION_SUBJECTS),
    })
    const fromBank = await loadQuestions(test)
    startedAt.current = Date.now()
    setStage({
      kind: 'running',
      test,
      questions: fromBank.length > 0 ? fromBank : builtinCanadaQuestions(test.examType),
    })
  }

  const finish = useCallback(
    async (test: CanadaTest, questions: Question[], answers: (string | null)[]) => {
      const record = buildCanadaResults({
        examType: test.examType,
        province: test.province,
        testName: test.name,
        questions,
        answers,
        date: new Date(),
      })
      setStage({ kind: 'complete', correct: record.correctAnswers, total: record.totalQuestions })
      try {
        practiceStorage.writeCanadaResults(record)
      } catch (error) {
        console.warn('The results could not be kept in this browser.', error)
      }
      const saved = recordFinishedTest({
        session: session.current,
        summary: summarize(questions, answers),
        totalTimeSeconds: (Date.now() - startedAt.current) / 1000,
        testType: test.examType,
        province: test.province,
      })
      await Promise.all([saved, wait(CANADA_REDIRECT_MS)])
      navigate('/canada-results')
    },
    [navigate],
  )

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8" data-testid="canada-practice">
      <h1 className="text-2xl font-bold md:text-3xl">
        {stage.kind === 'intro' || stage.kind === 'loading' || stage.kind === 'running'
          ? t(`tests.${stage.test.id}.name`, { defaultValue: stage.test.name })
          : t('title')}
      </h1>
      {stage.kind === 'checking' ? <WaitingCard text={t('common:states.loading')} /> : null}
      {stage.kind === 'missing' ? (
        <section className="card flex flex-col items-start gap-3" role="alert" data-testid="canada-missing">
          <h2 className="text-lg font-semibold">{t('missing.title')}</h2>
          <p className="text-ink-muted">{t('missing.text')}</p>
          <Link to="/select-country" className="btn-primary">
            {t('missing.choose')}
          </Link>
        </section>
      ) : null}
      {stage.kind === 'intro' ? (
        <CanadaIntro
          test={stage.test}
          signedIn={signedIn}
          extraTime={extraTime}
          onExtraTime={setExtraTime}
          onStart={() => void start(stage.test)}
        />
      ) : null}
      {stage.kind === 'loading' ? <WaitingCard text={t('loading')} testId="generating" /> : null}
      {stage.kind === 'running' ? (
        <CanadaRunner test={stage.test} questions={stage.questions} extraTime={extraTime} onFinish={finish} />
      ) : null}
      {stage.kind === 'complete' ? (
        <section className="card flex flex-col gap-2" role="status" aria-live="polite" data-testid="canada-complete">
          <h2 className="text-xl font-semibold">{t('complete.title')}</h2>
          <p>{t('complete.text', { correct: stage.correct, total: stage.total })}</p>
          <p className="text-sm text-ink-muted">{t('complete.redirect')}</p>
        </section>
      ) : null}
    </main>
  )
}

function CanadaIntro({
  test,
  signedIn,
  extraTime,
  onExtraTime,
  onStart,
}: {
  test: CanadaTest
  signedIn: boolean
  extraTime: boolean
  onExtraTime: (v: boolean) => void
  onStart: () => void
}) {
  const { t } = useTranslation(['canada', 'common'])
  return (
    <section className="flex flex-col gap-5" data-testid="canada-intro">
      <p className="text-ink-muted">
        {t(`tests.${test.id}.description`, { defaultValue: t('intro.defaultDescription') })}
      </p>
      <dl className="card grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-3">
        <dt className="text-sm font-semibold text-ink-muted sm:text-base">{t('intro.province')}</dt>
        <dd className="mb-2 font-medium sm:mb-0" data-testid="canada-province">
          {t(`tests.${test.id}.province`, { defaultValue: test.province })}
        </dd>
        <dt className="text-sm font-semibold text-ink-muted sm:text-base">{t('intro.subjects')}</dt>
        <dd className="mb-2 font-medium sm:mb-0" data-testid="canada-subjects">
          {test.subjects.map((s) => t(`common:subjects.${s}`, { defaultValue: s })).join(', ')}
        </dd>
        <dt className="text-sm font-semibold text-ink-muted sm:text-base">{t('intro.format')}</dt>
        <dd className="mb-2 font-medium sm:mb-0">
          {t(`tests.${test.id}.format`, { defaultValue: t('intro.defaultFormat') })}
        </dd>
        <dt className="text-sm font-semibold text-ink-muted sm:text-base">{t('intro.questions')}</dt>
        <dd className="font-medium" data-testid="canada-count">
          {CANADA_PRACTICE_COUNT}
        </dd>
      </dl>
      {signedIn ? (
        <p className="rounded-lg border border-success bg-success-soft p-3 text-sm" data-testid="signed-in-notice">
          {t('intro.signedIn')}
        </p>
      ) : (
        <div
          className="flex flex-col items-start gap-2 rounded-lg border border-warning bg-warning-soft p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          data-testid="signed-out-notice"
        >
          <p>{t('intro.signedOut')}</p>
          <a
            href="/api/login?returnTo=/canada-practice"
            target="_blank"
            rel="noopener"
            className="btn-secondary shrink-0"
            data-testid="login-to-save"
          >
            {t('intro.login')}
            <span className="sr-only"> {t('intro.newTab')}</span>
          </a>
        </div>
      )}
      <ExtraTimeToggle checked={extraTime} onChange={onExtraTime} />
      <button type="button" className="btn-primary self-start px-8" onClick={onStart} data-testid="start-button">
        {t('intro.start')}
      </button>
    </section>
  )
}

const HINT_KEYS = ['alberta-diploma', 'ontario-osslt', 'bc-literacy'] as const

function CanadaRunner({
  test,
  questions,
  extraTime,
  onFinish,
}: {
  test: CanadaTest
  questions: Question[]
  extraTime: boolean
  onFinish: (test: CanadaTest, questions: Question[], answers: (string | null)[]) => void
}) {
  const { t } = useTranslation(['canada', 'common'])
  const runner = useTimedTest({
    count: questions.length,
    secondsFor: (i) => timeLimitWithAccommodation(questions[i]?.timeLimit ?? 120, extraTime),
    mode: 'per-question',
    review: false,
    running: true,
    onFinish: (answers) => onFinish(test, questions, answers),
  })
  const question = questions[runner.index]
  const hintKey = (HINT_KEYS as readonly string[]).includes(test.id) ? test.id : 'default'

  async function askCoach(message: string): Promise<string> {
    const res = await sendChat({
      kind: 'coach',
      message: coachPrompt(test.id, question, message),
      context: coachContext(test.name, test.province),
    })
    if (!res.ok) {
      console.warn('The AI helper did not answer.', res.error)
      return `${t('chat.failure')}\n\n${t(`chat.hints.${hintKey}`)}`
    }
    return res.reply.trim() ? res.reply : t('chat.empty')
  }

  return (
    <TestScreen
      question={question}
      index={runner.index}
      total={questions.length}
      answer={runner.answer}
      last={runner.last}
      remaining={runner.remaining}
      badge={t(`common:subjects.${question.section}`, { defaultValue: question.section })}
      counterText={t('test.counter', { current: runner.index + 1, total: questions.length })}
      labels={{
        timer: t('test.timeRemaining'),
        progress: t('test.progress'),
        previous: t('test.previous'),
        next: t('test.next'),
        finish: t('test.finish'),
      }}
      onChoose={runner.choose}
      onNext={runner.next}
      onPrevious={runner.previous}
      tools={<AskAiDialog triggerLabel={t('test.askAi')} title={t('test.chatTitle')} send={askCoach} testId="ask-ai" />}
    />
  )
}
