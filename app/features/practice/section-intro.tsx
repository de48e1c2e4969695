import { useTranslation } from 'react-i18next'
import { Card } from '~/components/ui/card.tsx'
import { StartRow } from '~/features/practice/review-tools.tsx'

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
          <Card as="li" key={s.name} className="flex flex-col gap-2" data-testid={itemTestId}>
            <h3 className="font-semibold">{t(`common:subjects.${s.name}`, { defaultValue: s.name })}</h3>
            <p className="text-sm text-ink-muted">{t(factsKey, { minutes: s.minutes, questions: s.questions })}</p>
          </Card>
        ))}
      </ul>
      {note ? <p>{note}</p> : null}
      {status}
      <StartRow
        extraTime={extraTime}
        onExtraTime={onExtraTime}
        onStart={onStart}
        label={t('intro.start')}
        testId="start-button"
      />
    </>
  )
}
