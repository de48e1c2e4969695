import { lazy, Suspense } from 'react'
import { FigureView } from '~/components/ui/figure.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { ChoiceEntry } from './choice-entry.tsx'
import type { EntryProps, Props } from './question-props.ts'
import { StimulusView } from './stimulus.tsx'
import { parseNumeric } from '#domain/answers.ts'
import { questionType } from '#domain/questions.ts'

// Set items (matching, ordering, "3 of 7", true/false) load their entry when the first one is shown: most parts have none.
const SetEntry = lazy(() => import('./set-entries.tsx').then((m) => ({ default: m.SetEntry })))

/** One question of a full-length mock, by type: choice (with strike-through), numeric entry or a set item's entry
 * (matching, ordering, "3 of 7", true/false). */
export function QuestionInput(props: Props) {
  const { item, number, language, answer, struck, strikeOn, onAnswer, onStrike, seed } = props
  const { t } = useTranslation('fullExam')
  const type = questionType(item)
  const labelId = `q-${item.id}-label`
  return (
    <section
      className="flex flex-col gap-4"
      aria-labelledby={labelId}
      data-testid="full-exam-question"
      data-id={item.id}
    >
      {item.passage ? <p className="whitespace-pre-line rounded-lg bg-canvas p-3">{item.passage}</p> : null}
      {item.stimulus ? <StimulusView stimulus={item.stimulus} /> : null}
      {item.figure ? <FigureView figure={item.figure} lang={language} /> : null}
      <h2 id={labelId} className="text-lg font-semibold">
        <span className="sr-only">{t('exam.questionNumber', { number })} </span>
        {item.questionText}
      </h2>
      {type === 'choice' ? (
        <ChoiceEntry
          item={item}
          labelId={labelId}
          language={language}
          answer={answer}
          struck={struck}
          strikeOn={strikeOn}
          onAnswer={onAnswer}
          onStrike={onStrike}
        />
      ) : type === 'numeric' ? (
        <NumericEntry item={item} language={language} answer={answer} onAnswer={onAnswer} />
      ) : (
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <SetEntry item={item} language={language} answer={answer} onAnswer={onAnswer} seed={seed} />
        </Suspense>
      )}
    </section>
  )
}

/** A number typed in the exam's own format (a decimal comma outside English), checked as it is typed. */
export function NumericEntry({ item, language, answer, onAnswer }: EntryProps) {
  const { t } = useTranslation('fullExam')
  const inputId = `n-${item.id}`
  const parsed = answer ? parseNumeric(answer, language) : null
  const problem = parsed && !parsed.ok ? parsed.reason : null
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-medium">
        {t('exam.numericLabel')}
      </label>
      <input
        id={inputId}
        className="field-input max-w-48"
        inputMode="decimal"
        autoComplete="off"
        maxLength={language === 'en' ? 6 : 12}
        value={answer ?? ''}
        aria-describedby={`${inputId}-help${problem ? ` ${inputId}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => onAnswer(e.target.value)}
        data-testid="full-exam-numeric"
      />
      <p id={`${inputId}-help`} className="text-sm text-ink-muted">
        {t(language === 'en' ? 'exam.numericHelpEn' : 'exam.numericHelpComma')}
      </p>
      {problem ? (
        <p id={`${inputId}-error`} className="field-error">
          {t(`exam.numericProblem.${problem}`)}
        </p>
      ) : null}
    </div>
  )
}
