import { useTranslation } from 'react-i18next'
import { ExtraTimeToggle } from '~/features/practice/review-tools.tsx'

/**
 * The end of the SAT and Matura intro screens: one card per section with its display facts, the practice note,
 * the extra-time toggle and Start. `ns` is the flow's namespace (its facts key takes minutes and questions).
 */
export function SectionIntro({
  ns,
  sections,
  factsKey,
  itemTestId,
  note,
  status,
  extraTime,
  onExtraTime,
  onStart,
}: {
  ns: string
  sections: readonly { name: string; minutes: number; questions: number }[]
  factsKey: string
  itemTestId: string
  note: string
  /** What is ready (or that the demo set stands in). */
  status?: React.ReactNode
  extraTime: boolean
  onExtraTime: (v: boolean) => void
  onStart: () => void
}) {
  const { t } = useTranslation([ns, 'common'])
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-3">
        {sections.map((s) => (
          <li key={s.name} className="card flex flex-col gap-2" data-testid={itemTestId}>
            <h3 className="font-semibold">{t(`common:subjects.${s.name}`, { defaultValue: s.name })}</h3>
            <p className="text-sm text-ink-muted">{t(factsKey, { minutes: s.minutes, questions: s.questions })}</p>
          </li>
        ))}
      </ul>
      {note ? <p>{note}</p> : null}
      {status}
      <ExtraTimeToggle checked={extraTime} onChange={onExtraTime} />
      <button type="button" className="btn-primary self-start px-8" onClick={onStart} data-testid="start-button">
        {t('intro.start')}
      </button>
    </>
  )
}
