import { Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRootData } from '~/utils/root-data.ts'
import { TIMER_WARNING_SECONDS } from '../../../scoring.ts'
import { useCountdown } from '../../../utils/countdown.ts'
import { saveSession } from '../../../utils/practice-client.ts'
import {
  elapsedSeconds,
  summarize,
  type Answer,
  type PracticeQuestion,
  type PracticeSummary,
} from '../../../utils/practice-results.ts'
import { practiceStorage, timeLimitWithAccommodation } from '../../../utils/practice-storage.ts'
import { ProgressBar, QuestionView, TimerBadge } from '../question-view.tsx'
import { subjectLabel } from '../results/result-parts.tsx'
import { ExtraTimeToggle, FlagButton, ReviewList } from '../review-tools.tsx'
import { loadNmtQuestions } from './load-nmt-questions.ts'
import { NmtResultScreen, type SavedWhere } from './nmt-result-screen.tsx'

type Stage = 'loading' | 'intro' | 'question' | 'review' | 'saving' | 'done'

/**
 * The NMT mock (spec: /nmt-practice): start screen, questions, results. Each question is timed by its own
 * timeLimit (× 1.5 with extra time), red at 30 s or less; at 0 the test moves on, or finishes on the
 * last question. Next is enabled once an answer is chosen. Finishing completes the session: the server's for a
 * signed-in student, the browser's userProgress for a visitor.
 */
export function NmtPractice() {
  const { t } = useTranslation(['practice', 'common'])
  const signedIn = Boolean(useRootData()?.user)
  const [stage, setStage] = useState<Stage>('loading')
  const [questions, setQuestions] = useState<PracticeQuestion[]>([])
  const [builtIn, setBuiltIn] = useState(false)
  const [answers, setAnswers] = useState<Answer[]>([])
  /** Seconds left per question once it has been left (null: not shown yet, gets its full limit). */
  const [left, setLeft] = useState<(number | null)[]>([])
  const [index, setIndex] = useState(0)
  const [visit, setVisit] = useState(0)
  const [fromReview, setFromReview] = useState(false)
  const [flagged, setFlagged] = useState<Set<number>>(() => new Set())
  const [extraTime, setExtraTime] = useState(false)
  const [result, setResult] = useState<{ summary: PracticeSummary; totalTime: number; saved: SavedWhere } | null>(null)
  const session = useRef<Promise<string | null> | null>(null)
  const startedAt = useRef(0)
  const headingRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setExtraTime(practiceStorage.readExtraTime())
    let live = true
    void loadNmtQuestions().then(({ questions: list, builtIn: fallback }) => {
      if (!live) return
      setQuestions(list)
      setBuiltIn(fallback)
      setAnswers(list.map(() => null))
      setLeft(list.map(() => null))
      setStage('intro')
    })
    return () => {
      live = false
    }
  }, [])

  const total = questions.length
  const limitOf = (i: number) => timeLimitWithAccommodation(questions[i]?.timeLimit ?? 0, extraTime)
  const startSeconds = left[index] ?? limitOf(index)
  const locked = stage === 'question' && startSeconds <= 0
  const remaining = useCountdown({
    seconds: startSeconds,
    running: stage === 'question' && startSeconds > 0,
    resetKey: `${index}:${visit}`,
    // Spec: at 0 the test advances, or finishes on the last question (the review list is only for Finish).
    onExpire: () => (index >= total - 1 && !fromReview ? void finish() : leave(0)),
  })

  /** Leaves the current question, keeping its time left: on to the next, or to the review list. */
  function leave(secondsLeft: number) {
    setLeft((list) => list.map((v, i) => (i === index ? secondsLeft : v)))
    if (fromReview || index >= total - 1) {
      setFromReview(false)
      setStage('review')
      return
    }
    goTo(index + 1, false)
  }

  function goTo(i: number, review: boolean) {
    setIndex(i)
    setVisit((v) => v + 1)
    setFromReview(review)
    setStage('question')
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  function start() {
    startedAt.current = Date.now()
    if (signedIn) {
      const subjects = [...new Set(questions.map((q) => q.section))]
      session.current = saveSession({
        intent: 'start',
        examType: 'NMT',
        countryCode: 'UA',
        province: null,
        subjects,
      }).then((res) => {
        if (res.ok) return res.sessionId
        console.warn(`Failed to start practice session: progress won't be saved to database (${res.error})`)
        return null
      })
    }
    goTo(0, false)
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
    if (stage === 'saving' || stage === 'done') return
    setStage('saving')
    const summary = summarize(questions, answers)
    const totalTime = elapsedSeconds(startedAt.current, Date.now())
    let saved: SavedWhere = 'none'
    if (signedIn) {
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
        if (res.ok) saved = 'server'
        else console.warn(`Progress won't be saved to database (${res.error})`)
      } else {
        console.warn("Progress won't be saved to database (no practice session)")
      }
    } else {
      try {
        practiceStorage.appendLocalProgress({
          date: new Date().toISOString(),
          testType: 'NMT',
          province: null,
          questionsAttempted: summary.questionsAttempted,
          questionsCorrect: summary.questionsCorrect,
          scorePercentage: summary.scorePercentage,
          subjectScores: summary.subjectScores,
          topicBreakdown: summary.topicBreakdown,
          totalTime,
        })
        saved = 'local'
      } catch (error) {
        console.warn('The result could not be kept in this browser', error)
      }
    }
    setResult({ summary, totalTime, saved })
    setStage('done')
    window.scrollTo({ top: 0 })
  }

  if (stage === 'loading') {
    return (
      <Shell>
        <p className="text-ink-muted" role="status" data-testid="nmt-loading">
          {t('nmt.loading')}
        </p>
      </Shell>
    )
  }

  if (stage === 'done' && result) {
    return (
      <Shell>
        <NmtResultScreen
          questions={questions}
          answers={answers}
          summary={result.summary}
          totalTime={result.totalTime}
          saved={result.saved}
        />
      </Shell>
    )
  }

  if (stage === 'intro') {
    const sections = [...new Set(questions.map((q) => q.section))]
    const totalSeconds = questions.reduce((sum, _, i) => sum + limitOf(i), 0)
    return (
      <Shell>
        <section className="card flex flex-col gap-5" aria-labelledby="nmt-title" data-testid="nmt-intro">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('nmt.kicker')}</p>
            <h1 id="nmt-title" className="mt-1 text-2xl font-bold md:text-3xl">
              {t('nmt.title')}
            </h1>
          </div>
          <p className="text-ink-muted">{t('nmt.introText')}</p>
          <ul className="grid grid-cols-3 gap-2 sm:gap-3">
            <InfoTile value={String(total)} label={t('nmt.infoQuestions', { count: total })} />
            <InfoTile value={String(sections.length)} label={t('nmt.infoSections', { count: sections.length })} />
            <InfoTile
              value={String(Math.ceil(totalSeconds / 60))}
              label={t('nmt.infoMinutes', { count: Math.ceil(totalSeconds / 60) })}
            />
          </ul>
          <p className="text-sm text-ink-muted">{sections.map((s) => subjectLabel(t, s)).join(' · ')}</p>
          {builtIn ? (
            <p className="rounded-lg border border-warning bg-warning-soft p-3 text-sm" data-testid="nmt-builtin">
              {t('nmt.builtInNotice')}
            </p>
          ) : null}
          {!signedIn ? <p className="text-sm text-ink-muted">{t('nmt.visitorNotice')}</p> : null}
          <ExtraTimeToggle checked={extraTime} onChange={setExtraTime} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={start} data-testid="nmt-start">
              {t('nmt.start')}
            </button>
            <Link to="/select-country" className="btn-secondary">
              {t('nmt.back')}
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
          onGoTo={(i) => stage === 'review' && goTo(i, true)}
          onBack={() => stage === 'review' && goTo(total - 1, true)}
          onFinish={() => void finish()}
        />
        {stage === 'saving' ? (
          <p role="status" className="text-ink-muted" data-testid="nmt-saving">
            {t('nmt.saving')}
          </p>
        ) : null}
      </Shell>
    )
  }

  const current = questions[index]
  const answer = answers[index]
  const answeredCount = answers.filter(Boolean).length
  const isLast = index >= total - 1
  return (
    <Shell>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div ref={headingRef} tabIndex={-1} className="outline-none">
          <p className="text-sm font-semibold text-ink-muted" data-testid="question-counter">
            {t('nmt.questionOf', { current: index + 1, total })}
          </p>
          <span className="mt-1 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
            {subjectLabel(t, current.section)}
          </span>
        </div>
        <TimerBadge seconds={remaining} warnAt={TIMER_WARNING_SECONDS} label={t('kit.timeRemaining')} />
      </div>
      <div className="flex flex-col gap-1">
        <ProgressBar value={(answeredCount / total) * 100} label={t('kit.progress')} />
        <p className="text-xs text-ink-muted" data-testid="progress-label">
          {t('nmt.progress', { percent: Math.round((answeredCount / total) * 100) })}
        </p>
      </div>
      <section className="card" aria-label={t('nmt.questionOf', { current: index + 1, total })}>
        <QuestionView
          question={current}
          value={answer}
          onChange={(option) => setAnswers((list) => list.map((a, i) => (i === index ? option : a)))}
          onSubmit={() => leave(remaining)}
          disabled={locked}
        />
        {locked ? (
          <p
            className="mt-4 rounded-lg border border-line bg-canvas p-3 text-sm"
            role="status"
            data-testid="nmt-locked"
          >
            {t('nmt.timeUp')}
          </p>
        ) : null}
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FlagButton flagged={flagged.has(index)} onToggle={() => toggleFlag(index)} />
        {fromReview ? (
          <button type="button" className="btn-primary" onClick={() => leave(remaining)} data-testid="back-to-review">
            {t('nmt.backToReview')}
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary"
            disabled={!answer}
            onClick={() => leave(remaining)}
            data-testid={isLast ? 'nmt-finish' : 'nmt-next'}
          >
            {isLast ? t('nmt.finish') : t('nmt.next')}
          </button>
        )}
      </div>
    </Shell>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 md:py-10" data-testid="nmt-practice">
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
