import { useId, useState } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Button, buttonVariants, type ButtonProps } from '~/components/ui/button.tsx'
import { FigureView } from '~/components/ui/figure.tsx'
import { Link } from '~/components/ui/link.tsx'
import { contentLanguage, practiceHref, timeLimitMinutes, truncatePassage } from '~/features/questions/format.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { subjectName, topicName } from '~/utils/names.ts'
import { useOptionalUser } from '~/utils/root-data.ts'
import { answerText, setLines } from '#domain/answer-text.ts'
import type { Question } from '#openapi/types.ts'

const DIFFICULTY_TONE = { Easy: 'success', Medium: 'warning', Hard: 'danger' } as const

/** A button that shows or hides the element `controls` names (aria-expanded says which). */
function ToggleButton({
  open,
  controls,
  onToggle,
  label,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  open: boolean
  controls: string
  onToggle: () => void
  label: string
}) {
  return (
    <Button aria-expanded={open} aria-controls={controls} onClick={onToggle} {...props}>
      {label}
    </Button>
  )
}

function Passage({ passage, lang }: { passage: string; lang: string }) {
  const { t } = useTranslation('questions')
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const { text, truncated } = truncatePassage(passage)
  return (
    <div className="rounded-lg border border-line bg-canvas p-3">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">{t('card.passage')}</p>
      <p id={id} lang={lang} className="whitespace-pre-line text-sm leading-relaxed" data-testid="passage">
        {expanded ? passage : text}
      </p>
      {truncated ? (
        <ToggleButton
          open={expanded}
          controls={id}
          onToggle={() => setExpanded((v) => !v)}
          label={expanded ? t('card.showLess') : t('card.showMore')}
          variant="ghost"
          className="mt-1 px-2 text-brand"
          data-testid="passage-toggle"
        />
      ) : null}
    </div>
  )
}

/** One question of the bank: badges, the passage (truncated), the options, the answer toggle and Practice This. */
export function QuestionCard({
  question,
  examName,
  isNew = false,
}: {
  question: Question
  examName?: string
  isNew?: boolean
}) {
  const signedIn = Boolean(useOptionalUser())
  const { t, i18n } = useTranslation(['questions', 'common'])
  const [open, setOpen] = useState(false)
  const answerId = useId()
  const headingId = useId()
  // Foreign-language items mix languages (Ukrainian instructions, English options): each text gets its own.
  const lang = contentLanguage(question, question.questionText)
  const optionsLang = contentLanguage(question, question.options.join(' '))
  const explanationLang = contentLanguage(question, question.explanation)
  // A set item (matching, ordering, "3 of 7", true/false) lists its parts and gives its key in words.
  const marks = { true: t('fullExam:exam.markTrue'), false: t('fullExam:exam.markFalse') }
  const minutes = timeLimitMinutes(question.timeLimit, i18n.language)
  const topic = topicName(t, question.topic)
  const section = subjectName(t, question.section)
  return (
    <article
      className="card flex flex-col gap-4"
      aria-labelledby={headingId}
      data-testid="question-card"
      data-question-id={question.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        {isNew ? <Badge className="border-brand bg-brand text-white">{t('card.new')}</Badge> : null}
        <Badge tone="brand">
          {examName ? `${examName} · ` : ''}
          {section}
        </Badge>
        <Badge tone={DIFFICULTY_TONE[question.difficulty] ?? 'neutral'} data-testid="difficulty">
          <span className="sr-only">{t('card.difficultyLabel')}: </span>
          {t(`difficulty.${question.difficulty}`, { defaultValue: question.difficulty })}
        </Badge>
        {question.level ? (
          <Badge className="text-ink-muted">{t(`levels.${question.level}`, { defaultValue: question.level })}</Badge>
        ) : null}
        <Badge className="text-ink-muted" data-testid="topic">
          <span className="sr-only">{t('card.topicLabel')}: </span>
          {topic}
        </Badge>
        <span className="ml-auto inline-flex items-center gap-1 text-sm text-ink-muted" data-testid="time-limit">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="13" r="8" />
            <path d="M12 9v4l2.5 2.5M9 2h6" />
          </svg>
          <span className="sr-only">{t('card.timeLabel')}: </span>
          <span data-testid="time-value">{t('card.time', { minutes })}</span>
        </span>
      </div>

      {question.passage ? (
        <Passage passage={question.passage} lang={contentLanguage(question, question.passage)} />
      ) : null}

      {question.figure ? <FigureView figure={question.figure} lang={lang} /> : null}

      <h3
        id={headingId}
        lang={lang}
        className="text-base font-semibold leading-snug md:text-lg"
        data-testid="question-text"
      >
        {question.questionText}
      </h3>

      <ul aria-label={t('card.options')} className="flex flex-col gap-2" lang={optionsLang}>
        {(question.options.length ? question.options : setLines(question)).map((option) => {
          const correct = open && option === question.correctAnswer
          return (
            <li
              key={option}
              className={cn(
                'rounded-lg border px-3 py-2 text-sm',
                correct ? 'border-success bg-success-soft font-semibold' : 'border-line',
              )}
              data-correct={correct ? 'true' : undefined}
            >
              {option}
              {correct ? (
                <span className="ml-2 text-success" lang={i18n.language}>
                  <span aria-hidden="true">✓ </span>
                  <span className="sr-only">({t('card.correct')})</span>
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>

      <div
        id={answerId}
        hidden={!open}
        className="flex flex-col gap-2 rounded-lg border border-success bg-success-soft/40 p-3"
        data-testid="answer"
      >
        <p className="text-sm">
          <span className="font-semibold">{t('card.correct')}: </span>
          <span lang={optionsLang}>
            {question.options.length ? question.correctAnswer : answerText(question, question.correctAnswer, marks)}
          </span>
        </p>
        <div className="text-sm">
          <p className="font-semibold">{t('card.explanation')}</p>
          <p lang={explanationLang} className="mt-1 leading-relaxed">
            {question.explanation}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        <ToggleButton
          open={open}
          controls={answerId}
          onToggle={() => setOpen((v) => !v)}
          label={open ? t('card.hideAnswer') : t('card.showAnswer')}
          variant="secondary"
          data-testid="answer-toggle"
        />
        {signedIn ? (
          <Link to={practiceHref(question)} className={buttonVariants()} data-testid="practice-this">
            {t('card.practice')}
          </Link>
        ) : (
          // /practice exists only for signed-in students (spec): visitors sign in first and land on it.
          <a
            href={`/api/login?returnTo=${encodeURIComponent(practiceHref(question))}`}
            className={buttonVariants()}
            data-testid="practice-this"
          >
            {t('card.practice')}
          </a>
        )}
      </div>
    </article>
  )
}
