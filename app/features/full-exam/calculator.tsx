import { create, all } from 'mathjs'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { Graph } from './graph/graph.tsx'

// Loaded only when a student opens the calculator (React.lazy), so mathjs and the graph stay out of the route's bundle.
const math = create(all, { number: 'number', precision: 14 })
const evaluate = math.evaluate.bind(math)

const TABS = ['scientific', 'graph'] as const
type Tab = (typeof TABS)[number]

/**
 * The calculator panel: the scientific calculator, and where the exam allows it (the SAT: `graphing`) a Graph tab.
 * The tabs follow the ARIA tabs pattern (arrow keys, Home/End move between them).
 */
export default function Calculator({ graphing = false }: { graphing?: boolean }) {
  const { t } = useTranslation('fullExam')
  const [tab, setTab] = useState<Tab>('scientific')
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ scientific: null, graph: null })
  if (!graphing) return <Scientific />

  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab)
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : null
    if (!next) return
    e.preventDefault()
    setTab(next)
    refs.current[next]?.focus()
  }

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={t('tools.calculator')} className="flex gap-1 border-b border-line">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el
            }}
            type="button"
            role="tab"
            id={`calc-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`calc-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
            className={
              tab === name
                ? '-mb-px rounded-t border border-b-0 border-line bg-surface px-3 py-1 font-semibold'
                : 'px-3 py-1 text-ink-muted'
            }
            data-testid={`full-exam-calc-tab-${name}`}
          >
            {t(`tools.tabs.${name}`)}
          </button>
        ))}
      </div>
      {/* Both panels stay mounted (the inactive one hidden), so switching tabs keeps what the student typed. */}
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`calc-panel-${name}`}
          aria-labelledby={`calc-tab-${name}`}
          hidden={tab !== name}
        >
          {name === 'scientific' ? <Scientific /> : <Graph math={math} />}
        </div>
      ))}
    </div>
  )
}

/** A scientific calculator: type an expression (sin, cos, sqrt, ^, log, pi, e…) and press Enter. */
function Scientific() {
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
