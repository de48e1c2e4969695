import * as Tabs from '@radix-ui/react-tabs'
import { Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ProgressBar } from '~/features/practice/question-view.tsx'
import { WaitingCard } from '~/features/practice/status.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { practiceStorage, type CanadaResults as CanadaResultsRecord } from '~/utils/practice-storage.ts'
import { StatCard, TopicList } from '../results/result-lists.tsx'
import { Notice, subjectLabel, topicLabel } from '../results/result-parts.tsx'
import { ResultsPage } from '../results/results-page.tsx'
import { QuestionReview } from './question-review.tsx'
import { canadaTopicLists, canadaTutorHref, topicRows } from '#api/domain/exam/results.ts'
import {
  CANADA_TARGET,
  canadaGrade,
  canadaIsStrong,
  canadaIsWeak,
  canadaMotivationTier,
  percent,
} from '#api/domain/exam/scoring.ts'

const BAND_KEY: Record<string, string> = {
  Excellent: 'excellent',
  Proficient: 'proficient',
  Approaching: 'approaching',
  Developing: 'developing',
  'Not Meeting': 'notMeeting',
}
const TABS = ['overview', 'subjects', 'analysis', 'questions'] as const

/** The test id back from a Canada exam type (ALBERTA_DIPLOMA → alberta-diploma), for the translated name. */
const testIdOf = (examType: string) => examType.toLowerCase().replace('_', '-')

/** /canada-results: the stored canadaResults record, in four stat cards and four tabs. */
export function CanadaResults() {
  const { t } = useTranslation(['canada', 'common'])
  const [record, setRecord] = useState<CanadaResultsRecord | null | undefined>(undefined)
  useEffect(() => setRecord(practiceStorage.readCanadaResults()), [])

  if (record === undefined) {
    return (
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold md:text-3xl">{t('results.title')}</h1>
        <WaitingCard text={t('common:states.loading')} />
      </main>
    )
  }
  if (record === null) {
    return (
      <main
        id="main"
        className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-10"
        data-testid="canada-no-results"
      >
        <h1 className="text-2xl font-bold md:text-3xl">{t('results.noneTitle')}</h1>
        <p className="text-ink-muted">{t('results.noneText')}</p>
        <Link to="/select-country" className={buttonVariants()} data-testid="start-new">
          {t('results.startNew')}
        </Link>
      </main>
    )
  }
  return <ResultsView record={record} />
}

function ResultsView({ record }: { record: CanadaResultsRecord }) {
  const { t, i18n } = useTranslation(['canada', 'common'])
  const pct = record.scorePercentage
  const grade = canadaGrade(pct)
  const lists = canadaTopicLists(record.topicBreakdown)
  const subjects = Object.entries(record.subjectScores)
  const testId = testIdOf(record.examType)
  const date = record.date
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(record.date))
    : null

  const links = [
    { to: canadaTutorHref(record), label: t('results.tutor'), testId: 'tutor-link', onClick: keepTutorContext },
    { to: '/canada-practice', label: t('results.retake'), testId: 'retake-link' },
    { to: '/select-country', label: t('results.chooseTest') },
  ]
  function keepTutorContext() {
    try {
      practiceStorage.writeTutorContext({
        examType: record.examType,
        countryCode: 'CA',
        scorePercentage: pct,
        weakAreas: lists.weak.map((r) => ({ topic: r.topic, accuracy: r.pct })),
      })
    } catch (error) {
      console.warn('The tutor context could not be kept.', error)
    }
  }
  const aside = (
    <p className="w-full text-ink-muted">
      {t(`tests.${testId}.name`, { defaultValue: record.testName })} ·{' '}
      {t(`tests.${testId}.province`, { defaultValue: record.province })}
      {date ? ` · ${date}` : ''}
    </p>
  )

  return (
    <ResultsPage testId="canada-results" title={t('results.title')} aside={aside} links={links} wide>
      <section className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('results.statsLabel')}>
        <StatCard
          title={t('results.stats.score')}
          value={`${pct}%`}
          sub={t('results.stats.grade', { grade: grade.grade })}
          testId="stat-score"
          data={{ 'data-grade': grade.grade }}
        />
        <StatCard
          title={t('results.stats.correct')}
          value={`${record.correctAnswers}/${record.totalQuestions}`}
          sub={t(`bands.${BAND_KEY[grade.band] ?? 'notMeeting'}`)}
          testId="stat-correct"
          data={{ 'data-band': grade.band }}
        />
        <StatCard
          title={t('results.stats.subjects')}
          value={String(subjects.length)}
          sub={subjects.map(([s]) => subjectLabel(t, s)).join(', ')}
          testId="stat-subjects"
        />
        <StatCard
          title={t('results.stats.strong')}
          value={String(lists.strongCount)}
          sub={t('results.stats.strongHint')}
          testId="stat-strong"
        />
      </section>

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
          <div className="grid gap-4 md:grid-cols-2">
            {(['strong', 'weak'] as const).map((kind) => (
              <TopicList
                key={kind}
                level={3}
                title={t(`results.overview.${kind}`)}
                items={lists[kind].map((r) => ({ label: topicLabel(t, r.topic), pct: r.pct }))}
                empty={t(kind === 'strong' ? 'results.overview.noStrong' : 'results.overview.noWeak')}
                tone={kind === 'strong' ? 'success' : 'danger'}
                testId={`${kind}-topics`}
              />
            ))}
          </div>
          <Notice tone="brand" data-testid="guidance">
            {t('results.overview.guidance', { target: CANADA_TARGET })}
          </Notice>
        </Tabs.Content>

        <Tabs.Content value="subjects" className="flex flex-col gap-3" data-testid="panel-subjects">
          {subjects.map(([subject, tally]) => {
            const p = percent(tally.correct, tally.total)
            const line = { correct: tally.correct, total: tally.total, percent: p, grade: canadaGrade(p).grade }
            return (
              <Card key={subject} className="flex flex-col gap-2" data-testid="subject-row">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{subjectLabel(t, subject)}</h3>
                  <span className="text-sm text-ink-muted">{t('results.subjectLine', line)}</span>
                </div>
                <ProgressBar value={p} label={subjectLabel(t, subject)} />
              </Card>
            )
          })}
        </Tabs.Content>

        <Tabs.Content value="analysis" className="card flex flex-col gap-3" data-testid="panel-analysis">
          <h3 className="font-semibold">{t('results.analysis.title')}</h3>
          <ul className="flex flex-col divide-y divide-line">
            {topicRows(record.topicBreakdown).map((row) => {
              const status = canadaIsStrong(row.pct) ? 'strong' : canadaIsWeak(row.pct) ? 'weak' : 'developing'
              const tone = status === 'strong' ? 'success' : status === 'weak' ? 'danger' : 'warning'
              return (
                <li
                  key={row.topic}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                  data-testid="topic-row"
                >
                  <span className="font-medium">{topicLabel(t, row.topic)}</span>
                  <span className="flex items-center gap-2 text-sm">
                    <span className="text-ink-muted">
                      {t('results.analysis.line', { correct: row.correct, total: row.total, percent: row.pct })}
                    </span>
                    <Badge tone={tone}>{t(`results.analysis.${status}`)}</Badge>
                  </span>
                </li>
              )
            })}
          </ul>
        </Tabs.Content>

        <Tabs.Content value="questions" className="flex flex-col gap-3" data-testid="panel-questions">
          <QuestionReview questions={record.questions} />
        </Tabs.Content>
      </Tabs.Root>
    </ResultsPage>
  )
}
