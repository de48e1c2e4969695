import { create, all } from 'mathjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

// Loaded only when a student opens the calculator (React.lazy), so mathjs stays out of the route's bundle.
const math = create(all, { number: 'number', precision: 14 })
const evaluate = math.evaluate.bind(math)

/** A scientific calculator: type an expression (sin, cos, sqrt, ^, log, pi, e…) and press Enter. */
export default function Calculator() {
  const { t } = useTranslation('fullExam')
  const [expr, setExpr] = useState('')
  const [result, setResult] = useState<string>('')
  const run = () => {
    try {
      const value: unknown = evaluate(expr)
      setResult(typeof value === 'number' ? String(math.format(value, { precision: 12 })) : String(value))
    } catch {
      setResult(t('tools.calcError'))
    }
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        run()
      }}
      data-testid="full-exam-calculator"
    >
      <label htmlFor="calc-expr" className="font-medium">
        {t('tools.calcLabel')}
      </label>
      <input
        id="calc-expr"
        className="field-input font-mono"
        value={expr}
        onChange={(e) => setExpr(e.target.value)}
        autoComplete="off"
        aria-describedby="calc-help"
        data-testid="full-exam-calc-input"
      />
      <p id="calc-help" className="text-sm text-ink-muted">
        {t('tools.calcHelp')}
      </p>
      <button type="submit" className="btn-primary self-start">
        {t('tools.calcEquals')}
      </button>
      <output htmlFor="calc-expr" aria-live="polite" className="font-mono text-lg" data-testid="full-exam-calc-result">
        {result}
      </output>
    </form>
  )
}
