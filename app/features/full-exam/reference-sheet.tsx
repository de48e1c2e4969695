import { useTranslation } from '~/i18n/react.tsx'

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

export default function ReferenceSheet() {
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
