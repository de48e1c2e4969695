import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import type { FormulaSheet } from './sheets/types.ts'
import type { Language } from '#openapi/types.ts'

// Loaded only when opened (React.lazy). The facts of the digital SAT's reference sheet (College Board); the
// formulas are written out as text so a screen reader reads them.
const FORMULAS = [
  ['circleArea', 'A = πr²'],
  ['circumference', 'C = 2πr'],
  ['rectangle', 'A = ℓw'],
  ['triangle', 'A = ½bh'],
  ['pythagoras', 'c² = a² + b²'],
  ['special30', 'x, x√3, 2x (30°, 60°, 90°)'],
  ['special45', 's, s, s√2 (45°, 45°, 90°)'],
  ['box', 'V = ℓwh'],
  ['cylinder', 'V = πr²h'],
  ['sphere', 'V = 4/3 πr³'],
  ['cone', 'V = 1/3 πr²h'],
  ['pyramid', 'V = 1/3 ℓwh'],
] as const

/** The sheet of the exam whose part is open, by the exam's language: the NMT's in Ukrainian, the Matura's in Polish,
 * the SAT's (the only English exam with a sheet) in the interface's language. */
export default function ReferenceSheet({ language }: { language: Language }) {
  return language === 'en' ? <SatSheet /> : <WrittenSheet language={language} />
}

/**
 * The written sheets load on their own when opened: kept apart from this chunk, which the bundler also fills with
 * helpers that every page shares (a sheet's text would otherwise ride on every first load).
 */
const WRITTEN_SHEETS: Record<Exclude<Language, 'en'>, () => Promise<FormulaSheet>> = {
  uk: () => import('./sheets/nmt-maths.ts').then((m) => m.NMT_MATHS_SHEET),
  pl: () => import('./sheets/matura-maths.ts').then((m) => m.MATURA_MATHS_SHEET),
}

function WrittenSheet({ language }: { language: Exclude<Language, 'en'> }) {
  const [sheet, setSheet] = useState<FormulaSheet | null>(null)
  useEffect(() => {
    let live = true
    void WRITTEN_SHEETS[language]().then((loaded) => live && setSheet(loaded))
    return () => {
      live = false
    }
  }, [language])
  if (!sheet) return <span className="spinner" aria-hidden="true" />
  return (
    <div lang={sheet.lang} className="flex flex-col gap-3" data-testid="full-exam-reference" data-sheet={sheet.lang}>
      <h3 className="font-semibold">{sheet.title}</h3>
      {sheet.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h4 className="text-sm font-semibold text-ink-muted">{section.heading}</h4>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {section.rows.map(([label, formula]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd className="font-mono">{formula}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}

function SatSheet() {
  const { t } = useTranslation('fullExam')
  return (
    <div className="flex flex-col gap-2" data-testid="full-exam-reference">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {FORMULAS.map(([key, formula]) => (
          <div key={key} className="contents">
            <dt>{t(`reference.${key}`)}</dt>
            <dd className="font-mono">{formula}</dd>
          </div>
        ))}
      </dl>
      <ul className="list-disc pl-5 text-sm">
        <li>{t('reference.arc')}</li>
        <li>{t('reference.radians')}</li>
        <li>{t('reference.angles')}</li>
      </ul>
    </div>
  )
}
