import * as Tabs from '@radix-ui/react-tabs'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatDate } from '~/utils/date-format.ts'
import { subjectName, textKey } from '~/utils/names.ts'
import { practiceStorage, type CanadaResults as CanadaResultsRecord } from '~/utils/practice-storage.ts'
import { Figures, ResultsPage, ResultsState } from '../results/result-blocks.tsx'
import { SubjectBars, tallyRows, TopicLists, TopicTable } from '../results/result-lists.tsx'
import { testIdOf } from '#domain/exam/registry.ts'
import { canadaTopicLists, canadaTutorHref } from '#domain/exam/results.ts'
import {
  CANADA_TARGET,
  canadaGrade,
  canadaIsStrong,
  canadaIsWeak,
  canadaMotivationTier,
  exactPercent,
  shownPercent,
} from '#domain/exam/scoring.ts'

const TABS = ['overview', 'subjects', 'analysis', 'questions'] as const
// The Questions tab's review is fetched when the tab is opened, not with the page (issue 15).
const AnswerReview = lazy(() => import('../results/answer-review.tsx').then((m) => ({ default: m.AnswerReview })))

/** /canada-results: the stored canadaResults record, in four stat cards and four tabs. */
export function CanadaResults() {
  const { t } = useTranslation(['canada', 'common'])
  const [record, setRecord] = useState<CanadaResultsRecord | null | undefined>(undefined)
  useEffect(() => setRecord(practiceStorage.readCanadaResults()), [])
  if (record === undefined) return <ResultsState title={t('results.title')} text={t('common:states.loading')} />
  if (record === null)
    return (
      <ResultsState title={t('results.noneTitle')} testId="canada-no-results">
        <p className="text-ink-muted">{t('results.noneText')}</p>
        <Link to="/select-country" className={buttonVariants()} data-testid="start-new">
          {t('results.startNew')}
        </Link>
      </ResultsState>
    )
  return <ResultsView record={record} />
}

function ResultsView({ record }: { record: CanadaResultsRecord }) {
  const { t, i18n } = useTranslation(['canada', 'common'])
  const pct = record.scorePercentage
  // The grade reads the exact share (139/200 is 69.5%, B−), not the session's rounded percentage.
  const exact = record.totalQuestions > 0 ? exactPercent(record.correctAnswers, record.totalQuestions) : pct
  const grade = canadaGrade(exact)
  const lists = canadaTopicLists(record.topicBreakdown)
  const subjects = Object.keys(record.subjectScores)
  const testId = testIdOf(record.examType)
  const date = record.date ? formatDate(record.date, i18n.language, { dateStyle: 'long' }) : null

  const keepTutorContext = () =>
    practiceStorage.writeTutorContext({
      examType: record.examType,
      countryCode: 'CA',
      scorePercentage: pct,
      weakAreas: lists.weak.map((r) => ({ topic: r.topic, accuracy: r.pct })),
    })
  const links = [
    { to: canadaTutorHref(record), label: t('results.tutor'), testId: 'tutor-link', onClick: keepTutorContext },
    { to: '/canada-practice', label: t('results.retake'), testId: 'retake-link' },
    { to: '/select-country', label: t('results.chooseTest') },
  ]
  const aside = (
    <p className="w-full text-ink-muted">
      {t(`tests.${testId}.name`, { defaultValue: record.testName })} ·{' '}
      {t(`tests.${testId}.province`, { defaultValue: record.province })}
      {date ? ` · ${date}` : ''}
    </p>
  )
  const stat = (id: string, value: string, sub: string, data: Record<`data-${string}`, string> = {}) => ({
    label: t(`results.stats.${id}`),
    value,
    sub,
    cardAttrs: { 'data-testid': `stat-${id}`, ...data },
    valueAttrs: { 'data-testid': `stat-${id}-value` },
  })
  const headline = [
    stat('score', `${shownPercent(exact)}%`, t('results.stats.grade', { grade: grade.grade }), {
      'data-grade': grade.grade,
    }),
    stat('correct', `${record.correctAnswers}/${record.totalQuestions}`, t(`bands.${textKey(grade.band)}`), {
      'data-band': grade.band,
    }),
    stat('subjects', String(subjects.length), subjects.map((s) => subjectName(t, s)).join(', ')),
    stat('strong', String(lists.strongCount), t('results.stats.strongHint')),
  ]
  const subjectLine = (p: number, tally: { correct: number; total: number }) => ({
    detail: t('results.subjectLine', { ...tally, percent: p, grade: canadaGrade(p).grade }),
  })

  return (
    <ResultsPage testId="canada-results" title={t('results.title')} aside={aside} links={links} wide>
      <Figures figures={headline} label={t('results.statsLabel')} className="grid-cols-2 gap-3 lg:grid-cols-4" />
      <Tabs.Root defaultValue="overview" className="flex flex-col gap-4">
        <Tabs.List aria-label={t('results.tabsLabel')} className="flex gap-1 overflow-x-auto rounded-lg bg-line/60 p-1">
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="min-h-touch flex-1 whitespace-nowrap rounded-md px-3 text-sm font-semibold text-ink-muted data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
              data-testid={`tab-${tab}`}
            >
              {t(`results.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="overview" className="flex flex-col gap-4" data-testid="panel-overview">
          <Card as="div" className="text-lg font-medium" data-testid="motivation" data-tier={canadaMotivationTier(pct)}>
            {t(`motivation.${canadaMotivationTier(pct)}`)}
          </Card>
          <TopicLists lists={lists} title={(key) => t(`results.overview.${key}`)} testId={(kind) => `${kind}-topics`} />
          <Notice tone="brand" data-testid="guidance">
            {t('results.overview.guidance', { target: CANADA_TARGET })}
          </Notice>
        </Tabs.Content>

        <Tabs.Content value="subjects" data-testid="panel-subjects">
          <SubjectBars
            title={t('results.tabs.subjects')}
            rows={tallyRows(record.subjectScores, subjectLine)}
            testId="subject-row"
          />
        </Tabs.Content>

        <Tabs.Content value="analysis" className="card flex flex-col gap-3" data-testid="panel-analysis">
          <h3 className="font-semibold">{t('results.analysis.title')}</h3>
          <TopicTable
            breakdown={record.topicBreakdown}
            caption={t('results.analysis.title')}
            status={(pct) => {
              const status = canadaIsStrong(pct) ? 'strong' : canadaIsWeak(pct) ? 'weak' : 'developing'
              const tone = status === 'strong' ? 'success' : status === 'weak' ? 'danger' : 'warning'
              return <Badge tone={tone}>{t(`results.analysis.${status}`)}</Badge>
            }}
          />
        </Tabs.Content>

        <Tabs.Content value="questions" data-testid="panel-questions">
          <Suspense fallback={null}>
            <AnswerReview
              questions={record.questions}
              answers={record.questions.map((q) => q.userAnswer)}
              prefix="canada"
            />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </ResultsPage>
  )
}
