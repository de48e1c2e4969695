import * as RadioGroup from '@radix-ui/react-radio-group'
import { useNavigate } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Question } from '../../../../openapi/types.ts'
import { parseMaturaLevel, type MaturaLevelName } from '#domain/exam/exams.ts'
import { maturaResultsHref } from '#domain/exam/links.ts'
import { summarize } from '#domain/exam/tally.ts'
import { practiceStorage, timeLimitWithAccommodation } from '../../../utils/practice-storage.ts'
import { readLocal } from '../../../utils/storage.ts'
import { AskAiDialog } from '../ask-ai-dialog.tsx'
import { FlagButton, ReviewList } from '../review-tools.tsx'
import { askTutor, generateBySection, recordFinishedTest, startSession } from '../timed/practice-io.ts'
import { SectionIntro } from '../timed/section-intro.tsx'
import { WaitingCard } from '../timed/status.tsx'
import { TestScreen } from '../timed/test-screen.tsx'
import { useTimedTest } from '../timed/use-timed-test.ts'
import {
  MATURA_LEVELS,
  MATURA_QUESTIONS_PER_SECTION,
  MATURA_SECONDS_PER_QUESTION,
  MATURA_SUBJECTS,
  MATURA_WARN_AT,
  maturaDemoQuestions,
  maturaExamType,
} from './matura-data.ts'

type Stage =
  | { kind: 'intro' }
  | { kind: 'loading'; section: string }
  | { kind: 'running'; questions: Question[] }
  | { kind: 'saving' }

/** /matura-practice: intro with the level → generation per subject → questions → session saved → /matura-results. */
export function MaturaPractice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(['matura', 'common'])
  const navigate = useNavigate()
  const [stage, setStage] = useState<Stage>({ kind: 'intro' })
  const [level, setLevel] = useState<MaturaLevelName>('Basic')
  const [extraTime, setExtraTime] = useState(false)
  const session = useRef<Promise<string | null>>(Promise.resolve(null))
  const startedAt = useRef(0)
  useEffect(() => {
    setExtraTime(practiceStorage.readExtraTime())
    // The level chosen on /select-country (matura-basic / matura-extended) is the default.
    const selected = readLocal('selectedTestData')
    if (selected?.countryCode === 'PL')
      setLevel(parseMaturaLevel(selected.level ?? (selected.id.includes('extended') ? 'Extended' : 'Basic')))
  }, [])

  async function start() {
    const subjects = MATURA_SUBJECTS.map((s) => s.name)
    const examType = maturaExamType(level)
    setStage({ kind: 'loading', section: subjects[0] })
    session.current = startSession(signedIn, { examType, countryCode: 'PL', province: null, subjects })
    const generated = await generateBySection(
      subjects,
      { examType, difficulty: level },
      MATURA_QUESTIONS_PER_SECTION,
      (section) => setStage({ kind: 'loading', section }),
    )
    startedAt.current = Date.now()
    setStage({ kind: 'running', questions: generated.length > 0 ? generated : maturaDemoQuestions(level) })
  }

  const finish = useCallback(
    async (questions: Question[], answers: (string | null)[]) => {
      setStage({ kind: 'saving' })
      const summary = summarize(questions, answers)
      await recordFinishedTest({
        session: session.current,
        summary,
        totalTimeSeconds: (Date.now() - startedAt.current) / 1000,
        testType: maturaExamType(level),
        province: null,
      })
      navigate(maturaResultsHref(summary, level))
    },
    [level, navigate],
  )

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8" data-testid="matura-practice">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      {stage.kind === 'intro' ? (
        <section className="flex flex-col gap-5">
          <p className="text-ink-muted">{t('intro.subtitle')}</p>
          <fieldset className="flex flex-col gap-2">
            <legend id="matura-level" className="mb-2 text-xl font-semibold">
              {t('intro.levelTitle')}
            </legend>
            <RadioGroup.Root
              value={level}
              onValueChange={(v) => setLevel(parseMaturaLevel(v))}
              aria-labelledby="matura-level"
              className="grid gap-3 sm:grid-cols-2"
              data-testid="level-choice"
            >
              {MATURA_LEVELS.map((l) => (
                <RadioGroup.Item
                  key={l}
                  value={l}
                  data-testid={`level-${l}`}
                  className="card flex min-h-touch items-start gap-3 text-left data-[state=checked]:border-brand data-[state=checked]:ring-2 data-[state=checked]:ring-brand"
                >
                  <span
                    aria-hidden="true"
                    className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border border-ink-muted"
                  >
                    <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand" />
                  </span>
                  <span>
                    <span className="block font-semibold">{t(`levels.${l}`)}</span>
                    <span className="block text-sm text-ink-muted">{t(`intro.levelHint.${l}`)}</span>
                  </span>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </fieldset>
          <h2 className="text-xl font-semibold">{t('intro.subjectsTitle')}</h2>
          <SectionIntro
            ns="matura"
            sections={MATURA_SUBJECTS}
            factsKey="intro.subjectFacts"
            itemTestId="matura-subject"
            note={t('intro.practiceNote', {
              perSection: MATURA_QUESTIONS_PER_SECTION,
              minutes: MATURA_SECONDS_PER_QUESTION / 60,
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
        <MaturaRunner questions={stage.questions} extraTime={extraTime} onFinish={finish} />
      ) : null}
      {stage.kind === 'saving' ? <WaitingCard text={t('saving')} testId="saving" /> : null}
    </main>
  )
}

function MaturaRunner({
  questions,
  extraTime,
  onFinish,
}: {
  questions: Question[]
  extraTime: boolean
  onFinish: (questions: Question[], answers: (string | null)[]) => void
}) {
  const { t } = useTranslation(['matura', 'common'])
  const seconds = timeLimitWithAccommodation(MATURA_SECONDS_PER_QUESTION, extraTime)
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
  const complete = Math.round(((test.index + 1) / questions.length) * 100)
  return (
    <TestScreen
      question={question}
      index={test.index}
      total={questions.length}
      answer={test.answer}
      last={test.last}
      remaining={test.remaining}
      warnAt={MATURA_WARN_AT}
      badge={t(`common:subjects.${question.section}`, { defaultValue: question.section })}
      counterText={t('test.counter', { current: test.index + 1, total: questions.length })}
      percentText={t('test.percentComplete', { percent: complete })}
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
            testId="ask-ai"
          />
        </>
      }
    />
  )
}
