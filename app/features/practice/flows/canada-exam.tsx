import { buttonVariants } from '~/components/ui/button.tsx'
import { Card, SectionCard } from '~/components/ui/card.tsx'
import { Link, useNavigate } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { WaitingCard } from '~/components/ui/waiting-card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { subjectName } from '~/utils/names.ts'
import { useChosenTest } from '~/utils/practice-questions.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { PracticeMain, type PracticePageProps } from '../practice-route.tsx'
import { PracticeStages, ReadyLine, StartRow } from '../practice-stages.tsx'
import { usePracticeFlow, type PracticeFlow } from '../use-practice-flow.ts'
import { CANADA_REDIRECT_MS, canadaTestOf, FLOWS, isCanadaTestId, type CanadaTest } from '#domain/exam/exams.ts'
import { SHORT_RESULTS_PAGES } from '#domain/exam/links.ts'
import { buildCanadaResults } from '#domain/exam/results.ts'
import type { FinishedTest } from '#domain/exam/tally.ts'
import { coachContext } from '#domain/exam/tutor-context.ts'

const rules = FLOWS.canada

/** /canada-practice: the selected test → bank questions → per-question limits → results record → /canada-results. */
export function CanadaExam({ loaded }: PracticePageProps) {
  const { t } = useTranslation(['canada', 'common'])
  const navigate = useNavigate()
  const chosen = useChosenTest(loaded, canadaTestOf)
  const { test } = chosen
  const flow = usePracticeFlow({
    rules,
    loaded: chosen.loaded,
    session: test
      ? { examType: test.examType, countryCode: 'CA', province: test.province, subjects: test.subjects }
      : null,
    onFinished: finished,
  })

  function finished({ questions, answers }: FinishedTest) {
    if (!test) return
    const record = buildCanadaResults({ ...test, testName: test.name, questions, answers, date: new Date() })
    practiceStorage.writeCanadaResults(record)
    setTimeout(() => navigate(SHORT_RESULTS_PAGES.canada), CANADA_REDIRECT_MS)
  }

  const hintKey = test && isCanadaTestId(test.id) ? test.id : 'default'
  return (
    <PracticeMain
      testId="canada-practice"
      title={test ? t(`tests.${test.id}.name`, { defaultValue: test.name }) : t('title')}
    >
      {test === undefined ? <WaitingCard text={t('common:states.loading')} /> : null}
      {test === null ? (
        <SectionCard title={t('missing.title')} className="items-start" role="alert" data-testid="canada-missing">
          <p className="text-ink-muted">{t('missing.text')}</p>
          <Link to="/select-country" className={buttonVariants()}>
            {t('missing.choose')}
          </Link>
        </SectionCard>
      ) : null}
      {test ? (
        <PracticeStages
          flow={flow}
          intro={<CanadaIntro test={test} flow={flow} />}
          // A failed call answers with the province hint, an empty reply with the step-by-step line.
          ask={() => ({
            context: coachContext(test),
            failure: `${t('chat.failure')}\n\n${t(`chat.hints.${hintKey}`)}`,
            empty: t('chat.empty'),
          })}
          done={({ summary }) => (
            <SectionCard title={t('complete.title')} className="gap-2" role="status" data-testid="canada-complete">
              <p>{t('complete.text', { correct: summary.questionsCorrect, total: summary.questionsAttempted })}</p>
              <p className="text-sm text-ink-muted">{t('complete.redirect')}</p>
            </SectionCard>
          )}
        />
      ) : null}
    </PracticeMain>
  )
}

function CanadaIntro({ test, flow }: { test: CanadaTest; flow: PracticeFlow }) {
  const { t } = useTranslation(['canada', 'common'])
  const facts: [string, string, string?][] = [
    ['intro.province', t(`tests.${test.id}.province`, { defaultValue: test.province }), 'canada-province'],
    ['intro.subjects', test.subjects.map((s) => subjectName(t, s)).join(', '), 'canada-subjects'],
    ['intro.format', t(`tests.${test.id}.format`, { defaultValue: t('intro.defaultFormat') })],
    ['intro.questions', String(flow.loaded?.questions.length ?? rules.total), 'canada-count'],
  ]
  return (
    <section className="flex flex-col gap-5" data-testid="canada-intro">
      <p className="text-ink-muted">
        {t(`tests.${test.id}.description`, { defaultValue: t('intro.defaultDescription') })}
      </p>
      <Card>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-3">
          {facts.map(([label, value, id]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-ink-muted sm:text-base">{t(label)}</dt>
              <dd className="mb-2 font-medium sm:mb-0" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <ReadyLine flow={flow} />
      {flow.keptIn === 'account' ? (
        <Notice tone="success" data-testid="signed-in-notice">
          {t('intro.signedIn')}
        </Notice>
      ) : (
        <Notice
          as="div"
          className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between"
          data-testid="signed-out-notice"
        >
          <p>{t('intro.signedOut')}</p>
          <a
            href="/api/login?returnTo=/canada-practice"
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}
            data-testid="login-to-save"
          >
            {t('intro.login')}
            <span className="sr-only"> {t('intro.newTab')}</span>
          </a>
        </Notice>
      )}
      <StartRow flow={flow} label={t('intro.start')} testId="start-button" />
    </section>
  )
}
