import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import type { Tool } from '#domain/exam/full-length/index.ts'
import type { Language } from '#openapi/types.ts'

const Calculator = lazy(() => import('./calculator.tsx'))
const ReferenceSheet = lazy(() => import('./reference-sheet.tsx'))

/** The on-screen tools a part allows: the calculator and the reference sheet (the one of the part's exam language)
 * open in panels (loaded on demand). */
export function ToolBar({ tools, language }: { tools: readonly Tool[]; language: Language }) {
  const { t } = useTranslation('fullExam')
  const [open, setOpen] = useState<'calculator' | 'reference-sheet' | null>(null)
  const panels = (['calculator', 'reference-sheet'] as const).filter((tool) => tools.includes(tool))
  if (!panels.length) return null
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        {panels.map((tool) => (
          <button
            key={tool}
            type="button"
            className="btn-secondary"
            aria-expanded={open === tool}
            aria-controls={`panel-${tool}`}
            onClick={() => setOpen(open === tool ? null : tool)}
            data-testid={`full-exam-tool-${tool}`}
          >
            {t(`tools.${tool}`)}
          </button>
        ))}
      </div>
      {open ? (
        <section id={`panel-${open}`} aria-label={t(`tools.${open}`)} className="card">
          <Suspense fallback={<p role="status">{t('tools.loading')}</p>}>
            {open === 'calculator' ? (
              <Calculator graphing={tools.includes('graphing')} />
            ) : (
              <ReferenceSheet language={language} />
            )}
          </Suspense>
        </section>
      ) : null}
    </div>
  )
}
