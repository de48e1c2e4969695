import { useTranslation } from '~/i18n/react.tsx'
import { choiceLetter } from './choice-entry.tsx'
import type { EntryProps } from './question-props.ts'
import { encodeMarks, encodeSelection, parseMarks, parseOrder, parseSelection } from '#domain/item-types.ts'
import { setPermutation } from '#domain/option-order.ts'
import { parseMatches } from '#domain/pairs.ts'
import { questionType } from '#domain/questions.ts'

/** The answer of any set item (matching, ordering, "3 of 7", true/false), by its type. */
export function SetEntry(props: EntryProps) {
  const type = questionType(props.item)
  if (type === 'ordering') return <OrderingEntry {...props} />
  if (type === 'multiple-select') return <SelectionEntry {...props} />
  if (type === 'true-false') return <StatementsEntry {...props} />
  return <MatchingEntry {...props} />
}

/**
 * One labelled select per row (a prompt or a place), each picking a lettered choice, encoded as `1-B,3-A`. The
 * choices appear in the attempt's order, lettered by their place; the answer keeps the bank's letters (decision 105).
 */
function PairGrid({ item, language, answer, onAnswer, rows, choices, rowLabel, testId, seed }: PairGridProps) {
  const { t } = useTranslation('fullExam')
  const order = setPermutation(seed, item)
  const current = (answer ? parseMatches(answer, rows.length, choices.length) : null) ?? rows.map(() => -1)
  const choose = (row: number, choice: number) => {
    const next = current.map((c, i) => (i === row ? choice : c))
    // A row left open is left out of the answer.
    const pairs = next.map((c, i) => (c >= 0 ? `${i + 1}-${String.fromCharCode(65 + c)}` : null)).filter(Boolean)
    onAnswer(pairs.length ? pairs.join(',') : null)
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ol className="flex flex-col gap-3" data-testid={testId}>
        {rows.map((row, i) => (
          <li key={i} className="flex flex-col gap-1">
            <label htmlFor={`m-${item.id}-${i}`}>{rowLabel(row, i)}</label>
            <select
              id={`m-${item.id}-${i}`}
              className="field-input"
              value={current[i]}
              onChange={(e) => choose(i, Number(e.target.value))}
              data-testid="full-exam-match-select"
            >
              <option value={-1}>{t('exam.matchNone')}</option>
              {order.map((j, place) => (
                <option key={j} value={j}>
                  {choiceLetter(place, language)} — {choices[j]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>
      <ul className="flex flex-col gap-1 rounded-lg bg-canvas p-3" aria-label={t('exam.choicesList')}>
        {order.map((j, place) => (
          <li key={j} data-choice={String.fromCharCode(65 + j)}>
            <span className="font-semibold">{choiceLetter(place, language)}</span> {choices[j]}
          </li>
        ))}
      </ul>
    </div>
  )
}

type PairGridProps = EntryProps & {
  rows: readonly string[]
  choices: readonly string[]
  rowLabel: (row: string, index: number) => React.ReactNode
  testId: string
}

/** Matching pairs: a choice for each prompt (NMT "логічні пари"). */
export function MatchingEntry(props: EntryProps) {
  return (
    <PairGrid
      {...props}
      rows={props.item.matching?.prompts ?? []}
      choices={props.item.matching?.choices ?? []}
      rowLabel={(prompt, i) => (
        <>
          <span className="font-semibold">{i + 1}.</span> {prompt}
        </>
      )}
      testId="full-exam-matching"
    />
  )
}

/** Ordering: which lettered item stands at each place, as the NMT answer grid asks (place 1 is the earliest). */
export function OrderingEntry(props: EntryProps) {
  const { t } = useTranslation('fullExam')
  const items = props.item.ordering?.items ?? []
  // An answer that places an item twice is kept as typed; the grid shows it and grading scores it 0.
  const valid = props.answer ? parseOrder(props.answer, items.length) : null
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">{t('exam.orderingHelp')}</p>
      <PairGrid
        {...props}
        rows={items.map((_, i) => String(i + 1))}
        choices={items}
        rowLabel={(_, i) => t('exam.orderingPlace', { number: i + 1 })}
        testId="full-exam-ordering"
      />
      {props.answer && !valid ? <p className="field-error">{t('exam.orderingRepeated')}</p> : null}
    </div>
  )
}

/** "3 of 7": numbered checkboxes (in the attempt's order, numbered by place; the answer keeps the bank's numbers);
 * once the count is reached the rest are disabled until one is cleared. */
export function SelectionEntry({ item, answer, onAnswer, seed }: EntryProps) {
  const { t } = useTranslation('fullExam')
  const count = item.selection?.count ?? 0
  const choices = item.selection?.choices ?? []
  const picked = (answer ? parseSelection(answer, choices.length) : null) ?? []
  const toggle = (i: number) => {
    const next = picked.includes(i) ? picked.filter((p) => p !== i) : [...picked, i]
    onAnswer(next.length ? encodeSelection(next) : null)
  }
  return (
    <fieldset className="flex flex-col gap-2" data-testid="full-exam-selection">
      <legend className="mb-1 font-medium">{t('exam.selectionLegend', { count })}</legend>
      {setPermutation(seed, item).map((i, place) => {
        const id = `s-${item.id}-${i}`
        const on = picked.includes(i)
        return (
          <div key={i} className="flex min-h-touch items-center gap-3 rounded-lg border border-line bg-surface px-3">
            <input
              id={id}
              type="checkbox"
              className="size-5"
              checked={on}
              disabled={!on && picked.length >= count}
              onChange={() => toggle(i)}
              data-option={String(i + 1)}
            />
            <label htmlFor={id} className="flex-1 py-2">
              <span className="font-semibold">{place + 1}.</span> {choices[i]}
            </label>
          </div>
        )
      })}
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('exam.selectionChosen', { chosen: picked.length, count })}
      </p>
    </fieldset>
  )
}

/** True/false: a pair of radio buttons per statement, grouped under the statement as its legend. */
export function StatementsEntry({ item, answer, onAnswer }: EntryProps) {
  const { t } = useTranslation('fullExam')
  const statements = item.statements?.items ?? []
  const marks = (answer ? parseMarks(answer, statements.length) : null) ?? statements.map(() => null)
  const mark = (i: number, value: boolean) => {
    const next = marks.map((m, j) => (j === i ? value : m))
    onAnswer(next.some((m) => m !== null) ? encodeMarks(next) : null)
  }
  return (
    <ol className="flex flex-col gap-3" data-testid="full-exam-statements">
      {statements.map((statement, i) => (
        <li key={i}>
          <fieldset className="flex flex-col gap-2 rounded-lg border border-line p-3 md:flex-row md:items-center">
            <legend className="sr-only">{statement}</legend>
            <p className="flex-1" aria-hidden="true">
              <span className="font-semibold">{i + 1}.</span> {statement}
            </p>
            {([true, false] as const).map((value) => {
              const id = `tf-${item.id}-${i}-${value ? 't' : 'f'}`
              return (
                <span key={id} className="flex items-center gap-2">
                  <input
                    id={id}
                    type="radio"
                    name={`tf-${item.id}-${i}`}
                    className="size-5"
                    checked={marks[i] === value}
                    onChange={() => mark(i, value)}
                    data-mark={value ? 'T' : 'F'}
                  />
                  <label htmlFor={id} className="min-w-16 py-2">
                    {t(value ? 'exam.markTrue' : 'exam.markFalse')}
                  </label>
                </span>
              )
            })}
          </fieldset>
        </li>
      ))}
    </ol>
  )
}
