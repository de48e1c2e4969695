import * as RadioGroup from '@radix-ui/react-radio-group'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import type { Props } from './question-props.ts'
import { optionText } from '#domain/questions.ts'
import type { Language } from '#openapi/types.ts'

/** The letters a language's exam prints for choices: А Б В Г Д in Ukrainian, A–E elsewhere. */
export const choiceLetter = (index: number, language: Language) =>
  language === 'uk' ? 'АБВГДЕЖЗ'[index] : String.fromCharCode(65 + index)

type ChoiceProps = Pick<Props, 'item' | 'language' | 'answer' | 'struck' | 'strikeOn' | 'onAnswer' | 'onStrike'> & {
  labelId: string
}

/**
 * Multiple choice as a radio group (arrow keys move and choose, one Tab stop), each option lettered by the exam's
 * alphabet — its own letter label, if the bank wrote one, left out — with strike-through beside it. Clicking the
 * chosen option again clears the answer.
 */
export function ChoiceEntry({ item, labelId, language, answer, struck, strikeOn, onAnswer, onStrike }: ChoiceProps) {
  const { t } = useTranslation('fullExam')
  const chosenIndex = answer === undefined ? -1 : item.options.indexOf(answer)
  return (
    <RadioGroup.Root
      className="flex flex-col gap-2"
      aria-labelledby={labelId}
      value={chosenIndex >= 0 ? String(chosenIndex) : ''}
      onValueChange={(value) => onAnswer(item.options[Number(value)] ?? null)}
    >
      {item.options.map((option, i) => {
        const letter = choiceLetter(i, language)
        const isStruck = struck.includes(i)
        const chosen = i === chosenIndex
        return (
          <div key={i} className="flex items-center gap-2">
            <RadioGroup.Item
              value={String(i)}
              onClick={(e) => {
                if (!chosen) return
                e.preventDefault()
                onAnswer(null)
              }}
              className={cn(
                'flex min-h-touch flex-1 items-center gap-3 rounded-lg border px-3 py-2 text-left',
                chosen ? 'border-brand bg-brand-soft' : 'border-line bg-surface',
                isStruck && 'text-ink-muted line-through',
              )}
              data-testid="full-exam-option"
              // The option itself (what is saved and graded); its letter is its place in this attempt's order.
              data-option={option}
            >
              <span className="font-semibold" aria-hidden="true">
                {letter}
              </span>
              <span>{optionText(option)}</span>
              {isStruck ? <span className="sr-only">{t('exam.struckOut')}</span> : null}
            </RadioGroup.Item>
            {strikeOn ? (
              <button
                type="button"
                className="btn-ghost px-2 text-sm"
                aria-pressed={isStruck}
                aria-label={t(isStruck ? 'exam.undoStrike' : 'exam.strike', { letter })}
                onClick={() => onStrike(i)}
                data-testid="full-exam-strike"
              >
                <span aria-hidden="true" className={isStruck ? '' : 'line-through'}>
                  {letter}
                </span>
              </button>
            ) : null}
          </div>
        )
      })}
    </RadioGroup.Root>
  )
}
