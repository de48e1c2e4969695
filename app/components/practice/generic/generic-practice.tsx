import { Link, useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCountdown } from '../../../utils/countdown.ts'
import { saveSession, sendChat } from '../../../utils/practice-client.ts'
import { GENERIC_QUESTION_SECONDS } from '#domain/exam/UNKNOWN.ts'
import { examTypeNameForTest, type SectionLink } from '#domain/exam/links.ts'
import { elapsedSeconds, summarize, type Answer, type PracticeQuestion } from '#domain/exam/tally.ts'
import { practiceStorage, timeLimitWithAccommodation } from '../../../utils/practice-storage.ts'
import { readLocal } from '../../../utils/storage.ts'
import { useToast } from '../../ui/toast.tsx'
import { AskAiDialog } from '../ask-ai-dialog.tsx'
import { ProgressBar, QuestionView, TimerBadge } from '../question-view.tsx'
import { subjectLabel } from '../results/result-parts.tsx'
import { ExtraTimeToggle, FlagButton, ReviewList } from '../review-tools.tsx'
import { loadGenericQuestions, type GenericSource } from './load-questions.ts'

type Stage = 'loading' | 'error' | 'empty' | 'intro' | 'question' | 'review' | 'revisit' | 'saving'

/**
 * The generic practice test (spec: /practice). Questions come from a question-bank link or from the test chosen
 * on /select-country. One question at a time: choose, Submit Answer (the timer stops), feedback with the
 * explanation, then Next Question / Finish Test. At 0 s nothing happens here; the clock just shows 0:00.
 */
export function GenericPractice({ link }: { link: Extract<SectionLink, { ok: true }> | null }) {
  const { t } = useTranslation(['practice', 'common'])
  const navigate = useNavigate()
  const toast = useToast()
  const [source, setSource] = useState<GenericSource | null>(null)
  const [stage, setStage] = useState<Stage>('loading')
  const [questions, setQuestions] = useState<PracticeQuestion[]>([])
  const [answers, setAnswers] = useState<Answer[]>([])
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [flagged, setFlagged] = useState<Set<number>>(() => new Set())
  const [revisit, setRevisit] = useState(0)
  const [extraTime, setExtraTime] = useState(false)
  const session = useRef<Promise<string | null> | null>(null)
  const startedAt = useRef(0)
  const nextButton = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLDivElement>(null)

  // Where the questions come from: the link, else the stored test choice (without it, back to /select-country).
  // Keyed on the link's values, not the loader object, so a revalidation does not restart the test.
  const linkExam = link?.examType ?? null
  const linkCountry = link?.countryCode ?? null
  const linkSection = link?.section ?? null
  useEffect(() => {
    setExtraTime(practiceStorage.readExtraTime())
    if (linkExam && linkCountry && linkSection) {
      setSource({
        examType: linkExam,
        countryCode: linkCountry,
        subjects: [linkSection],
        section: linkSection,
        test: null,
      })
      return
    }
    const country = readLocal('selectedCountry')
    const test = readLocal('selectedTestData')
    if (!country || !test) {
      navigate('/select-country', { replace: true })
      return
    }
    setSource({
      examType: examTypeNameForTest(test.id),
      countryCode: test.countryCode,
      subjects: test.subjects,
      section: null,
      test: { id: test.id, name: test.name },
    })
  }, [linkExam, linkCountry, linkSection, navigate])

  const load = useCallback(async (from: GenericSource) => {
    setStage('loading')
    const result = await loadGenericQuestions(from)
    if (!result.ok) return setStage('error')
    setQuestions(result.questions)
    setAnswers(result.questions.map(() => null))
    setStage(result.questions.length ? 'intro' : 'empty')
  }, [])

  useEffect(() => {
    if (source) void load(source)
  }, [source, load])

  const limit = timeLimitWithAccommodation(GENERIC_QUESTION_SECONDS, extraTime)
  const remaining = useCountdown({ seconds: limit, running: stage === 'question' && !submitted, resetKey: index })

  const total = questions.length
  const current = questions[index]

  function start() {
    if (!source) return
    startedAt.current = Date.now()
    session.current = saveSession({
      intent: 'start',
      examType: source.examType,
      countryCode: source.countryCode,
      province: null,
      subjects: source.subjects,
    }).then((res) => {
      if (res.ok) return res.sessionId
      toast({ title: t('common:states.error'), description: t('generic.startError'), variant: 'error' })
      return null
    })
    setIndex(0)
    setChoice(null)
    setSubmitted(false)
    setStage('question')
  }

  function submit() {
    if (!choice || submitted) return
    setAnswers((list) => list.map((a, i) => (i === index ? choice : a)))
    setSubmitted(true)
    requestAnimationFrame(() => nextButton.current?.focus())
  }

  function next() {
    if (!submitted) return
    if (index < total - 1) {
      setIndex(index + 1)
      setChoice(null)
      setSubmitted(false)
      requestAnimationFrame(() => headingRef.current?.focus())
    } else {
      setStage('review')
    }
  }

  function toggleFlag(i: number) {
    setFlagged((set) => {
      const copy = new Set(set)
      if (copy.has(i)) copy.delete(i)
      else copy.add(i)
      return copy
    })
  }

  async function finish() {
    if (!source || stage === 'saving') return
    setStage('saving')
    const summary = summarize(questions, answers)
    const totalTime = elapsedSeconds(startedAt.current, Date.now())
    const sessionId = session.current ? await session.current : null
    if (sessionId) {
      const res = await saveSession({
        intent: 'finish',
        sessionId,
        questionsAttempted: summary.questionsAttempted,
        questionsCorrect: summary.questionsCorrect,
        scorePercentage: summary.scorePercentage,
        subjectScores: summary.subjectScores,
        topicBreakdown: summary.topicBreakdown,
        totalTime,
      })
      if (!res.ok) console.warn(`Progress won't be saved to database (${res.error})`)
    } else {
      console.warn("Progress won't be saved to database (no practice session)")
    }
    try {
      practiceStorage.writePracticeResults({
        examType: source.examType,
        countryCode: source.countryCode,
        totalQuestions: total,
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

  if (stage === 'loading' || !source) {
    return (
      <Shell>
        <p className="text-ink-muted" role="status" data-testid="practice-loading">
          {t('generic.loading')}
        </p>
      </Shell>
    )
  }

  if (stage === 'error') {
    return (
      <Shell>
        <div className="card flex flex-col items-start gap-3" role="alert">
          <h1 className="text-2xl font-bold">{t('common:states.error')}</h1>
          <p>{t('generic.loadError')}</p>
          <button type="button" className="btn-primary" onClick={() => void load(source)} data-testid="practice-retry">
            {t('common:states.retry')}
          </button>
        </div>
      </Shell>
    )
  }

  if (stage === 'empty') {
    return (
      <Shell>
        <div className="card flex flex-col items-start gap-3" data-testid="practice-empty">
          <h1 className="text-2xl font-bold">{t('generic.noQuestions')}</h1>
          <p className="text-ink-muted">{t('generic.noQuestionsText')}</p>
          <Link to="/select-country" className="btn-primary" data-testid="back-to-select">
            {t('generic.backToSelect')}
          </Link>
        </div>
      </Shell>
    )
  }

  const title = source.section
    ? t('generic.sectionTitle', { section: subjectLabel(t, source.section) })
    : t(`select:tests.${source.test?.id}.name`, { defaultValue: source.test?.name ?? '' })
  const subjects = [...new Set(questions.map((q) => q.section))]

  if (stage === 'intro') {
    return (
      <Shell>
        <section className="card flex flex-col gap-5" aria-labelledby="practice-title" data-testid="practice-intro">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('generic.kicker')}</p>
            <h1 id="practice-title" className="mt-1 text-2xl font-bold md:text-3xl">
              {title}
            </h1>
          </div>
          <ul className="grid grid-cols-3 gap-2 sm:gap-3">
            <InfoTile value={String(total)} label={t('generic.infoQuestions', { count: total })} />
            <InfoTile value={String(subjects.length)} label={t('generic.infoSubjects', { count: subjects.length })} />
            <InfoTile
              value={String(Math.round((limit / 60) * 10) / 10)}
              label={t('generic.infoMinutes', { count: limit / 60 })}
            />
          </ul>
          <p className="text-sm text-ink-muted">{subjects.map((s) => subjectLabel(t, s)).join(' · ')}</p>
          <p className="text-ink-muted">{t('generic.introText')}</p>
          <ExtraTimeToggle checked={extraTime} onChange={setExtraTime} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={start} data-testid="practice-start">
              {t('generic.start')}
            </button>
            <Link to="/select-country" className="btn-secondary">
              {t('generic.exit')}
            </Link>
          </div>
        </section>
      </Shell>
    )
  }

  if (stage === 'review' || stage === 'saving') {
    return (
      <Shell>
        <ReviewList
          total={total}
          answers={answers}
          flagged={flagged}
          onGoTo={(i) => {
            if (stage === 'saving') return
            setRevisit(i)
            setStage('revisit')
          }}
          onBack={() => {
            if (stage === 'saving') return
            setRevisit(total - 1)
            setStage('revisit')
          }}
          onFinish={() => void finish()}
        />
        {stage === 'saving' ? (
          <p role="status" className="text-ink-muted" data-testid="practice-saving">
            {t('generic.saving')}
          </p>
        ) : null}
      </Shell>
    )
  }

  const shownIndex = stage === 'revisit' ? revisit : index
  const shown = questions[shownIndex]
  const shownAnswer = stage === 'revisit' ? answers[shownIndex] : choice
  const showFeedback = stage === 'revisit' || submitted
  const isRight = showFeedback && shownAnswer === shown.correctAnswer
  const done = stage === 'revisit' ? answers.filter(Boolean).length : index + (submitted ? 1 : 0)

  return (
    <Shell>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div ref={headingRef} tabIndex={-1} className="outline-none">
          <p className="text-sm font-semibold text-ink-muted" data-testid="question-counter">
            {t('generic.questionOf', { current: shownIndex + 1, total })}
          </p>
          <span className="mt-1 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
            {subjectLabel(t, shown.section)}
          </span>
        </div>
        {stage === 'question' ? <TimerBadge seconds={remaining} label={t('kit.timeRemaining')} /> : null}
      </div>
      <div className="flex flex-col gap-1">
        <ProgressBar value={(done / total) * 100} label={t('kit.progress')} />
        <p className="text-xs text-ink-muted" data-testid="progress-label">
          {t('generic.progress', { percent: Math.round((done / total) * 100) })}
        </p>
      </div>

      <section className="card" aria-label={t('generic.questionOf', { current: shownIndex + 1, total })}>
        <QuestionView
          question={shown}
          value={shownAnswer ?? null}
          onChange={setChoice}
          onSubmit={stage === 'question' ? submit : undefined}
          disabled={showFeedback}
          feedback={showFeedback ? { correctAnswer: shown.correctAnswer } : null}
        />
        {showFeedback ? (
          <div
            className={`mt-4 rounded-lg border p-4 ${isRight ? 'border-success bg-success-soft' : 'border-danger bg-danger-soft'}`}
            role="status"
            data-testid="feedback"
            data-correct={isRight ? 'true' : 'false'}
          >
            <p className={`font-semibold ${isRight ? 'text-success' : 'text-danger'}`}>
              {isRight ? t('generic.correct') : t('generic.incorrect')}
            </p>
            <p className="mt-1 text-sm">
              <span className="font-semibold">{t('generic.explanation')}: </span>
              {shown.explanation}
            </p>
          </div>
        ) : null}
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => navigate('/select-country')}
            data-testid="exit-test"
          >
            {t('generic.exit')}
          </button>
          <FlagButton flagged={flagged.has(shownIndex)} onToggle={() => toggleFlag(shownIndex)} />
          <AskAiDialog
            triggerLabel={t('generic.chatWithAi')}
            title={t('generic.chatTitle')}
            send={async (message) => {
              const res = await sendChat({ kind: 'tutor', message, context: shown.questionText })
              return res.ok ? res.reply : t('generic.chatError')
            }}
          />
        </div>
        {stage === 'revisit' ? (
          <button type="button" className="btn-primary" onClick={() => setStage('review')} data-testid="back-to-review">
            {t('generic.backToReview')}
          </button>
        ) : !submitted ? (
          <button type="button" className="btn-primary" disabled={!choice} onClick={submit} data-testid="submit-answer">
            {t('generic.submit')}
          </button>
        ) : (
          <button
            type="button"
            ref={nextButton}
            className="btn-primary"
            onClick={next}
            data-testid={index < total - 1 ? 'next-question' : 'finish-test'}
          >
            {index < total - 1 ? t('generic.next') : t('generic.finish')}
          </button>
        )}
      </div>
    </Shell>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 md:py-10" data-testid="practice">
      {children}
    </main>
  )
}

function InfoTile({ value, label }: { value: string; label: string }) {
  return (
    <li className="rounded-lg border border-line bg-canvas p-2 sm:p-3">
      <span className="block text-xl font-bold sm:text-2xl">{value}</span>
      <span className="text-xs text-ink-muted sm:text-sm">{label}</span>
    </li>
  )
}
