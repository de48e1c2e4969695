import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Card } from '~/components/ui/card.tsx'
import { cn } from '~/utils/misc.ts'
import { Panel, subjectLabel, topicLabel, type T } from './result-parts.tsx'
import { topicStrengths } from '#api/domain/exam/scoring.ts'
import { isCorrect, type Answer, type PracticeQuestion, type Tallies } from '#api/domain/exam/tally.ts'

/** The results pages' lists and figures: topic chips, stats and the answer review. */

/** Strong topics or topics needing improvement, as chips with their percentages. */
export function TopicList(props: {
  title: string
  empty: string
  items: { label: string; pct: number }[]
  tone: 'success' | 'danger'
  testId: string
  level?: 2 | 3
  plain?: boolean
}) {
  const Heading = props.level === 3 ? 'h3' : 'h2'
  const Box = props.plain ? 'div' : Card
  return (
    <Box className="flex flex-col gap-2" data-testid={props.testId}>
      <Heading className={props.level === 3 ? 'text-sm font-semibold' : 'text-lg font-semibold'}>{props.title}</Heading>
      {props.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{props.empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {props.items.map((item) => (
            <li key={item.label}>
              <Badge tone={props.tone} className="border-transparent px-3 py-1 text-sm font-medium">
                {item.label} · {item.pct}%
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Box>
  )
}

/** A figure with its label (`dt`/`dd` inside a `dl`); `card` makes it a card of its own. */
export function Stat(props: { label: string; value: string; testId?: string; card?: boolean }) {
  const Box = props.card ? Card : 'div'
  return (
    <Box className={props.card ? 'p-4' : 'rounded-lg bg-canvas p-2 sm:p-3'}>
      <dt className={props.card ? 'text-sm text-ink-muted' : 'text-xs text-ink-muted'}>{props.label}</dt>
      <dd
        className={cn('tabular-nums', props.card ? 'text-2xl font-bold' : 'text-base font-semibold sm:text-lg')}
        data-testid={props.testId}
      >
        {props.value}
      </dd>
    </Box>
  )
}

/** A stat card: title, big value and a line under it (`${testId}-value`, `${testId}-sub`). */
export function StatCard(props: {
  title: string
  value: string
  sub: string
  testId: string
  data?: Record<string, string>
}) {
  return (
    <Card className="flex flex-col gap-1" data-testid={props.testId} {...props.data}>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{props.title}</h2>
      <p className="text-3xl font-bold" data-testid={`${props.testId}-value`}>
        {props.value}
      </p>
      <p className="text-sm text-ink-muted" data-testid={`${props.testId}-sub`}>
        {props.sub}
      </p>
    </Card>
  )
}

/**
 * Every question of a finished test with the student's answer (the correct one where it was wrong) and the
 * explanation. `prefix` names the test ids (`${prefix}-review-item`); `badges` adds the correct/incorrect badge
 * and the subject (the generic results).
 */
export function AnswerReview({
  t,
  questions,
  answers,
  prefix,
  badges,
}: {
  t: T
  questions: Pick<PracticeQuestion, 'id' | 'questionText' | 'section' | 'correctAnswer' | 'explanation'>[]
  answers: Answer[]
  prefix: string
  badges?: { correct: string; incorrect: string }
}) {
  const line = (label: string, value: ReactNode, testId?: string) => (
    <p className="mt-1 text-sm" data-testid={testId}>
      <span className="font-semibold">{t(label)}: </span>
      {value}
    </p>
  )
  return (
    <Panel title={t('results:shared.questionReview')}>
      <ol className="flex flex-col gap-3">
        {questions.map((q, i) => {
          const right = isCorrect(q, answers[i])
          return (
            <li
              key={`${q.id}-${i}`}
              className={cn('rounded-lg border p-3', right ? 'border-success' : 'border-danger')}
              data-testid={`${prefix}-review-item`}
              data-correct={right ? 'true' : 'false'}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium">
                  {i + 1}. {q.questionText}
                </p>
                {badges ? (
                  <Badge tone={right ? 'success' : 'danger'}>{right ? badges.correct : badges.incorrect}</Badge>
                ) : null}
              </div>
              {badges ? <p className="mt-1 text-xs text-ink-muted">{subjectLabel(t, q.section)}</p> : null}
              {line(
                'results:shared.yourAnswer',
                answers[i] ?? t('results:shared.notAnswered'),
                right ? undefined : `${prefix}-your-answer`,
              )}
              {right ? null : line('results:shared.correctAnswer', q.correctAnswer, `${prefix}-correct-answer`)}
              <p className="mt-1 text-sm text-ink-muted">{q.explanation}</p>
            </li>
          )
        })}
      </ol>
    </Panel>
  )
}

/** The strong topics and those needing improvement of a tally (NMT rules), side by side. */
export function TopicLists(props: { t: T; topics: Tallies; testId: string; className: string; plain?: boolean }) {
  const { t } = props
  const { strengths, weaknesses } = topicStrengths(props.topics)
  const items = (list: { topic: string; pct: number }[]) =>
    list.map((s) => ({ label: topicLabel(t, s.topic), pct: s.pct }))
  const level = props.plain ? 3 : 2
  return (
    <div className={props.className}>
      <TopicList
        {...{ plain: props.plain, level }}
        title={t('results:shared.strongAreas')}
        empty={t('results:shared.noStrong')}
        items={items(strengths)}
        tone="success"
        testId={`${props.testId}-strong`}
      />
      <TopicList
        {...{ plain: props.plain, level }}
        title={t('results:shared.needsImprovement')}
        empty={t('results:shared.noWeak')}
        items={items(weaknesses)}
        tone="danger"
        testId={`${props.testId}-weak`}
      />
    </div>
  )
}
