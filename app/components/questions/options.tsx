import { useTranslation } from 'react-i18next'
import { DIFFICULTIES } from '~/components/questions/generate-schema.ts'
import type { ExamType } from '#openapi/types.ts'

// The option lists of the question bank's selects, shared by the filters and the generation form.

/** One option per exam type, with its translated name. */
export function ExamTypeOptions({ examTypes }: { examTypes: readonly Pick<ExamType, 'name' | 'displayName'>[] }) {
  const { t } = useTranslation('questions')
  return examTypes.map((e) => (
    <option key={e.name} value={e.name}>
      {t(`exams.${e.name}`, { defaultValue: e.displayName })}
    </option>
  ))
}

/** One option per section (subject), with its translated name. */
export function SectionOptions({ sections }: { sections: readonly string[] }) {
  const { t } = useTranslation('common')
  return sections.map((s) => (
    <option key={s} value={s}>
      {t(`subjects.${s}`, { defaultValue: s })}
    </option>
  ))
}

/** One option per difficulty of the document, translated. */
export function DifficultyOptions() {
  const { t } = useTranslation('questions')
  return DIFFICULTIES.map((d) => (
    <option key={d} value={d}>
      {t(`difficulty.${d}`)}
    </option>
  ))
}
