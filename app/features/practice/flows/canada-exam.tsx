import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ExtraTimeToggle } from '~/features/practice/review-tools.tsx'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { readLocal, type SelectedTestData } from '~/utils/storage.ts'
import { askCoach } from '../ask.ts'
import { PracticeStages, ReadyLine } from '../practice-stages.tsx'
import { WaitingCard } from '../status.tsx'
import { usePracticeFlow, type Finished } from '../use-practice-flow.ts'
import { CANADA_REDIRECT_MS, CANADA_TESTS, FLOWS, isCanadaTestId } from '#api/domain/exam/exams.ts'
import { buildCanadaResults } from '#api/domain/exam/results.ts'
import { canadaExamType } from '#api/domain/exam/scoring.ts'

const rules = FLOWS.canada
export interface CanadaTest {
  id: string
  /** The catalogue's (English) name; the page shows the translated one. */
  name: string
  province: string
  subjects: string[]
  examType: string
}

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

/** /canada-practice: the selected test → bank questions → per-question limits → results record → /canada-results. */
export function CanadaExam({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(['canada', 'common'])
  const navigate = useNavigate()
  const [test, setTest] = useState<CanadaTest | null | undefined>(undefined)
  const [complete, setComplete] = useState<{ correct: number; total: number } | null>(null)
  useEffect(() => setTest(canadaTest(readLocal('selectedTestData'))), [])
  const flow = usePracticeFlow({
    rules,
    plan: test ? { rules, examType: test.examType, sections: test.subjects } : null,
    signedIn,
    session: test ? { examType: test.examType, countryCode: 'CA', province: test.province } : null,
  })

  function finished({ questions, answers }: Finished) {
    if (!test) return
    const record = buildCanadaResults({ ...test, testName: test.name, questions, answers, date: new Date() })
    try {
      practiceStorage.writeCanadaResults(record)
    } catch (error) {
      console.warn('The results could not be kept in this browser.', error)
    }
    setComplete({ correct: record.correctAnswers, total: record.totalQuestions })
    setTimeout(() => navigate('/canada-results'), CANADA_REDIRECT_MS)
  }

  const hintKey = test && isCanadaTestId(test.id) ? test.id : 'default'
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8" data-testid="canada-practice">
      <h1 className="text-2xl font-bold md:text-3xl">
        {test ? t(`tests.${test.id}.name`, { defaultValue: test.name }) : t('title')}
      </h1>
      {test === undefined ? <WaitingCard text={t('common:states.loading')} /> : null}
      {test === null ? (
        <section className="card flex flex-col items-start gap-3" role="alert" data-testid="canada-missing">
          <h2 className="text-lg font-semibold">{t('missing.title')}</h2>
          <p className="text-ink-muted">{t('missing.text')}</p>
          <Link to="/select-country" className="btn-primary">
            {t('missing.choose')}
          </Link>
        </section>
      ) : null}
      {test ? (
        <PracticeStages
          flow={flow}
          intro={<CanadaIntro test={test} signedIn={signedIn} flow={flow} />}
          ask={(question, message) =>
            askCoach(test, question, message, {
              failure: `${t('chat.failure')}\n\n${t(`chat.hints.${hintKey}`)}`,
              empty: t('chat.empty'),
            })
          }
          onFinished={finished}
          done={
            complete ? (
              <section
                className="card flex flex-col gap-2"
                role="status"
                aria-live="polite"
                data-testid="canada-complete"
              >
                <h2 className="text-xl font-semibold">{t('complete.title')}</h2>
                <p>{t('complete.text', complete)}</p>
                <p className="text-sm text-ink-muted">{t('complete.redirect')}</p>
              </section>
            ) : undefined
          }
        />
      ) : null}
    </main>
  )
}

function CanadaIntro({
  test,
  signedIn,
  flow,
}: {
  test: CanadaTest
  signedIn: boolean
  flow: ReturnType<typeof usePracticeFlow>
}) {
  const { t } = useTranslation(['canada', 'common'])
  const facts: [string, string, string?][] = [
    ['intro.province', t(`tests.${test.id}.province`, { defaultValue: test.province }), 'canada-province'],
    [
      'intro.subjects',
      test.subjects.map((s) => t(`common:subjects.${s}`, { defaultValue: s })).join(', '),
      'canada-subjects',
    ],
    ['intro.format', t(`tests.${test.id}.format`, { defaultValue: t('intro.defaultFormat') })],
    ['intro.questions', String(flow.loaded?.questions.length ?? rules.total), 'canada-count'],
  ]
  return (
    <section className="flex flex-col gap-5" data-testid="canada-intro">
      <p className="text-ink-muted">
        {t(`tests.${test.id}.description`, { defaultValue: t('intro.defaultDescription') })}
      </p>
      <dl className="card grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-3">
        {facts.map(([label, value, id]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-muted sm:text-base">{t(label)}</dt>
            <dd className="mb-2 font-medium sm:mb-0" data-testid={id}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ReadyLine flow={flow} />
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
      <ExtraTimeToggle checked={flow.extraTime} onChange={flow.setExtraTime} />
      <button type="button" className="btn-primary self-start px-8" onClick={flow.start} data-testid="start-button">
        {t('intro.start')}
      </button>
    </section>
  )
}
