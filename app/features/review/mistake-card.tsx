import { Fragment } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { FigureView } from '~/components/ui/figure.tsx'
import { Link } from '~/components/ui/link.tsx'
import { LocalDate } from '~/components/ui/local-date.tsx'
import { ExplanationBox, TextDetails } from '~/components/ui/text-box.tsx'
import { similarQuestionsHref, tutorQuestionHref } from '~/features/review/links.ts'
import type { Mistake } from '~/features/review/types.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { examName, subjectName, topicName } from '~/utils/names.ts'
import { answerText } from '#domain/answer-text.ts'
import { displayAnswer, presentOptions } from '#domain/option-order.ts'

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** One wrong or skipped answer of /review: the question, both answers (lettered as in the student's attempt), the
 * explanation and the ways on. */
export function MistakeCard({ mistake }: { mistake: Mistake }) {
  const { t } = useTranslation(['review', 'common'])
  // The question as the attempt showed it (its seed), so letters and the tutor's options are the student's.
  const q = mistake.question && presentOptions(mistake.question, mistake.shuffleSeed)
  const titleId = `mistake-${mistake.questionId}`
  // A choice by its letter in the attempt; a set item's answer in words (its items, choices or marks).
  const marks = { true: t('list.markTrue'), false: t('list.markFalse') }
  const shown = (answer: string) =>
    q?.options.length ? displayAnswer(q.options, answer) : q ? answerText(q, answer, marks) : answer
  const yourAnswer = mistake.chosen === null ? t('list.noAnswer') : shown(mistake.chosen)
  return (
    <li
      className="card flex flex-col gap-3"
      aria-labelledby={titleId}
      data-testid="mistake"
      data-question-id={mistake.questionId}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge tone="brand">{examName(t, mistake.examType)}</Badge>
        <span>
          {subjectName(t, mistake.section)} · {topicName(t, mistake.topic)}
        </span>
        <span aria-hidden="true">·</span>
        <LocalDate iso={mistake.answeredAt} options={DATE_OPTIONS} />
      </div>
      {q ? (
        <>
          {q.passage ? <TextDetails summary={t('list.passage')} text={q.passage} className="bg-canvas" /> : null}
          {q.figure ? <FigureView figure={q.figure} /> : null}
          <h3 id={titleId} className="font-semibold leading-snug" data-testid="mistake-question">
            {q.questionText}
          </h3>
          <dl className="grid gap-2 text-sm md:grid-cols-[auto_1fr] md:gap-x-4">
            {[
              { label: t('list.yourAnswer'), value: yourAnswer, className: 'text-danger', testId: 'mistake-chosen' },
              {
                label: t('list.correctAnswer'),
                value: shown(q.correctAnswer),
                className: 'text-success',
                testId: 'mistake-correct',
              },
            ].map((row) => (
              <Fragment key={row.testId}>
                <dt className="font-medium">{row.label}</dt>
                <dd className={row.className} data-testid={row.testId}>
                  {row.value}
                </dd>
              </Fragment>
            ))}
          </dl>
          <ExplanationBox label={t('list.explanation')} text={q.explanation} testId="mistake-explanation" />
          <div className="flex flex-wrap gap-2">
            <Link
              to={tutorQuestionHref(q, mistake.chosen)}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="mistake-ask-tutor"
            >
              {t('list.askTutor')}
            </Link>
            <Link
              to={similarQuestionsHref(q)}
              className={buttonVariants({ variant: 'ghost' })}
              data-testid="mistake-similar"
            >
              {t('list.similar')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h3 id={titleId} className="font-semibold">
            {t('list.unavailable')}
          </h3>
          <p className="text-sm">
            {t('list.yourAnswer')}: {yourAnswer}
          </p>
        </>
      )}
    </li>
  )
}
