import { useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Question } from '../../../../openapi/types.ts'
import { satResultsHref } from '#domain/exam/links.ts'
import { summarize } from '#domain/exam/tally.ts'
import { practiceStorage, timeLimitWithAccommodation } from '../../../utils/practice-storage.ts'
import { AskAiDialog } from '../ask-ai-dialog.tsx'
import { FlagButton, ReviewList } from '../review-tools.tsx'
import { askTutor, generateBySection, recordFinishedTest, startSession } from '../timed/practice-io.ts'
import { SectionIntro } from '../timed/section-intro.tsx'
import { WaitingCard } from '../timed/status.tsx'
import { TestScreen } from '../timed/test-screen.tsx'
import { useTimedTest } from '../timed/use-timed-test.ts'
import {
  SAT_DEMO_QUESTIONS,
  SAT_DIFFICULTY,
  SAT_QUESTIONS_PER_SECTION,
  SAT_SECONDS_PER_QUESTION,
  SAT_SECTIONS,
} from './sat-data.ts'

type Stage =
  | { kind: 'intro' }
  | { kind: 'loading'; section: string }
  | { kind: 'running'; questions: Question[] }
  | { kind: 'saving' }

/** /sat-practice: intro → generation per section → questions → session saved → /sat-results. */
export function SatPractice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(['sat', 'common'])
  const navigate = useNavigate()
  const [stage, setStage] = useState<Stage>({ kind: 'intro' })
  const [extraTime, setExtraTime] = useState(false)
  const session = useRef<Promise<string | null>>(Promise.resolve(null))
  const startedAt = useRef(0)
  useEffect(() => setExtraTime(practiceStorage.readExtraTime()), [])

  async function start() {
    const sections = SAT_SECTIONS.map((s) => s.name)
    setStage({ kind: 'loading', section: sections[0] })
    session.current = startSession(signedIn, { examType: 'SAT', countryCode: 'US', province: null, subjects: sections })
    const generated = await generateBySection(
      sections,
      { examType: 'SAT', difficulty: SAT_DIFFICULTY },
      SAT_QUESTIONS_PER_SECTION,
      (section) => setStage({ kind: 'loading', section }),
    )
    startedAt.current = Date.now()
    // Nothing could be generated: the built-in demo set, without telling the student.
    setStage({ kind: 'running', questions: generated.length > 0 ? generated : SAT_DEMO_QUESTIONS })
  }

  const finish = useCallback(
    async (questions: Question[], answers: (string | null)[]) => {
      setStage({ kind: 'saving' })
      const summary = summarize(questions, answers)
      await recordFinishedTest({
        session: session.current,
        summary,
        totalTimeSeconds: (Date.now() - startedAt.current) / 1000,
        testType: 'SAT',
        province: null,
      })
      navigate(satResultsHref(summary))
    },
    [navigate],
  )

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8" data-testid="sat-practice">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      {stage.kind === 'intro' ? (
        <section className="flex flex-col gap-5" aria-labelledby="sat-sections">
          <p className="text-ink-muted">{t('intro.subtitle')}</p>
          <h2 id="sat-sections" className="text-xl font-semibold">
            {t('intro.sectionsTitle')}
          </h2>
          <SectionIntro
            ns="sat"
            sections={SAT_SECTIONS}
            factsKey="intro.sectionFacts"
            itemTestId="sat-section"
            note={t('intro.practiceNote', {
              perSection: SAT_QUESTIONS_PER_SECTION,
              minutes: SAT_SECONDS_PER_QUESTION / 60,
            })}
            extraTime={extraTime}
            onExtraTime={setExtraTime}
            onStart={() => void start()}
          />
        </section>
      ) : null}
      {stage.kind === 'loading' ? (
        <WaitingCard
          text={t('loading', { section: t(`common:subjects.${stage.section}`, { defaultValue: stage.section }) })}
          testId="generating"
        />
      ) : null}
      {stage.kind === 'running' ? (
        <SatRunner questions={stage.questions} extraTime={extraTime} onFinish={finish} />
      ) : null}
      {stage.kind === 'saving' ? <WaitingCard text={t('saving')} testId="saving" /> : null}
    </main>
  )
}

function SatRunner({
  questions,
  extraTime,
  onFinish,
}: {
  questions: Question[]
  extraTime: boolean
  onFinish: (questions: Question[], answers: (string | null)[]) => void
}) {
  const { t } = useTranslation(['sat', 'common'])
  const seconds = timeLimitWithAccommodation(SAT_SECONDS_PER_QUESTION, extraTime)
  const test = useTimedTest({
    count: questions.length,
    secondsFor: () => seconds,
    mode: 'per-step',
    review: true,
    running: true,
    onFinish: (answers) => onFinish(questions, answers),
  })
  if (test.reviewing) {
    return (
      <ReviewList
        total={questions.length}
        answers={test.answers}
        flagged={test.flagged}
        onGoTo={test.goTo}
        onFinish={test.finish}
        onBack={test.closeReview}
      />
    )
  }
  const question = questions[test.index]
  return (
    <TestScreen
      question={question}
      index={test.index}
      total={questions.length}
      answer={test.answer}
      last={test.last}
      remaining={test.remaining}
      badge={t(`common:subjects.${question.section}`, { defaultValue: question.section })}
      counterText={t('test.counter', { current: test.index + 1, total: questions.length })}
      labels={{
        timer: t('test.timeRemaining'),
        progress: t('test.progress'),
        previous: t('test.previous'),
        next: t('test.next'),
        finish: t('test.finish'),
      }}
      onChoose={test.choose}
      onNext={test.next}
      onPrevious={test.previous}
      tools={
        <>
          <FlagButton flagged={test.flagged.has(test.index)} onToggle={test.toggleFlag} />
          <AskAiDialog
            triggerLabel={t('test.askAi')}
            title={t('test.chatTitle')}
            send={(message) => askTutor(question, message)}
          />
        </>
      }
    />
  )
}
