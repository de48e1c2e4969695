import { useTranslation } from '~/i18n/react.tsx'
import { ChoiceEntry, choiceLetter } from './choice-entry.tsx'
import type { Props } from './question-props.ts'
import { StimulusView } from './stimulus.tsx'
import { parseMatches, parseNumeric } from '#domain/answers.ts'
import { questionType } from '#domain/questions.ts'
import type { Question } from '#openapi/types.ts'

/** One question of a full-length mock, by type: choice (with strike-through), numeric entry or matching pairs. */
export function QuestionInput({ item, number, language, answer, struck, strikeOn, onAnswer, onStrike }: Props) {
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
        <MatchingEntry item={item} language={language} answer={answer} onAnswer={onAnswer} />
      )}
    </section>
  )
}

/** The props of a typed answer: the item (its id names the inputs), the exam's language, the answer so far. */
type EntryProps = Pick<Props, 'language' | 'answer' | 'onAnswer'> & { item: Pick<Question, 'id' | 'matching'> }

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

/** Matching pairs: a choice for each prompt, encoded as the bank does (`1-B,3-A`). */
export function MatchingEntry({ item, language, answer, onAnswer }: EntryProps) {
  const { t } = useTranslation('fullExam')
  const prompts = item.matching?.prompts ?? []
  const choices = item.matching?.choices ?? []
  const current = (answer ? parseMatches(answer, prompts.length, choices.length) : null) ?? prompts.map(() => -1)
  const choose = (prompt: number, choice: number) => {
    const next = current.map((c, i) => (i === prompt ? choice : c))
    // Pairs in the bank's encoding (`1-B,3-A`); a prompt left open is left out.
    const pairs = next.map((c, i) => (c >= 0 ? `${i + 1}-${String.fromCharCode(65 + c)}` : null)).filter(Boolean)
    onAnswer(pairs.length ? pairs.join(',') : null)
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ol className="flex flex-col gap-3" data-testid="full-exam-matching">
        {prompts.map((prompt, i) => (
          <li key={i} className="flex flex-col gap-1">
            <label htmlFor={`m-${item.id}-${i}`}>
              <span className="font-semibold">{i + 1}.</span> {prompt}
            </label>
            <select
              id={`m-${item.id}-${i}`}
              className="field-input"
              value={current[i]}
              onChange={(e) => choose(i, Number(e.target.value))}
              data-testid="full-exam-match-select"
            >
              <option value={-1}>{t('exam.matchNone')}</option>
              {choices.map((c, j) => (
                <option key={j} value={j}>
                  {choiceLetter(j, language)} — {c}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>
      <ul className="flex flex-col gap-1 rounded-lg bg-canvas p-3" aria-label={t('exam.choicesList')}>
        {choices.map((c, j) => (
          <li key={j}>
            <span className="font-semibold">{choiceLetter(j, language)}</span> {c}
          </li>
        ))}
      </ul>
    </div>
  )
}
