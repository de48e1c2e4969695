import { useState, type ComponentProps } from 'react'
import { SelectField } from '~/components/ui/field.tsx'
import { DIFFICULTIES } from '~/features/questions/generate-options.ts'
import { useTranslation } from '~/i18n/react.tsx'
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

type SelectProps = ComponentProps<typeof SelectField>['selectProps']

/** How one of the two selects is labelled and wired (its value and onChange are the pair's). */
export interface PairedSelect {
  label: string
  /** The label of an empty first option ("any"), when choosing nothing is allowed. */
  anyLabel?: string
  errors?: string[] | null
  selectProps: Omit<SelectProps, 'value' | 'onChange'>
}

/**
 * The exam and section selects, chosen together: the sections offered are the chosen exam's (every exam's when none
 * is chosen). When the exam changes the section goes back to "any", or to the exam's first when "any" is not offered.
 */
export function ExamSectionSelects({
  examTypes,
  defaultExamType,
  defaultSection,
  examSelect,
  sectionSelect,
  className,
}: {
  examTypes: readonly Pick<ExamType, 'name' | 'displayName' | 'sections'>[]
  defaultExamType: string
  defaultSection: string
  examSelect: PairedSelect
  sectionSelect: PairedSelect
  className?: string
}) {
  const [examType, setExamType] = useState(defaultExamType)
  const [section, setSection] = useState(defaultSection)
  const sectionsOf = (exam: string) => examTypes.find((e) => e.name === exam)?.sections ?? []
  const onExamTypeChange = (next: string) => {
    setExamType(next)
    setSection(sectionSelect.anyLabel === undefined ? (sectionsOf(next)[0] ?? '') : '')
  }
  const sections = examType ? sectionsOf(examType) : [...new Set(examTypes.flatMap((e) => e.sections))]
  const pair = [
    {
      select: examSelect,
      value: examType,
      onChange: onExamTypeChange,
      options: <ExamTypeOptions examTypes={examTypes} />,
    },
    {
      select: sectionSelect,
      value: section,
      onChange: setSection,
      options: <SectionOptions sections={sections} />,
    },
  ]
  return pair.map(({ select, value, onChange, options }) => (
    <SelectField
      key={select.label}
      ns="questions"
      className={className}
      label={select.label}
      labelProps={{ className: 'text-sm' }}
      errors={select.errors}
      selectProps={{ ...select.selectProps, value, onChange: (e) => onChange(e.target.value) }}
    >
      {select.anyLabel === undefined ? null : <option value="">{select.anyLabel}</option>}
      {options}
    </SelectField>
  ))
}
