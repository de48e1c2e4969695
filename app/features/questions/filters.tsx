import { SelectField } from '~/components/ui/field.tsx'
import { FilterForm } from '~/components/ui/filter-form.tsx'
import { DifficultyOptions, ExamSectionSelects } from '~/features/questions/options.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { topicName } from '~/utils/names.ts'
import type { Difficulty, ExamType } from '#openapi/types.ts'

const small = { className: 'text-sm' }

interface FilterValues {
  examType?: string
  section?: string
  difficulty?: Difficulty
  topic?: string
}

/** Filters as URL search params (a GET form): exam, section of that exam, difficulty. */
export function QuestionFilters({ examTypes, filters }: { examTypes: ExamType[]; filters: FilterValues }) {
  const { t } = useTranslation(['questions', 'common'])
  // The parent keys this form by the applied filters, so it starts afresh from each new address.
  const active = Boolean(filters.examType || filters.section || filters.difficulty || filters.topic)
  return (
    <FilterForm
      label={t('filters.title')}
      applyLabel={t('filters.apply')}
      applyVariant="secondary"
      clearLabel={t('filters.clear')}
      clearTo={active ? '/questions' : undefined}
      testId="filters"
      buttonTestId="filter"
    >
      <ExamSectionSelects
        examTypes={examTypes}
        defaultExamType={filters.examType ?? ''}
        defaultSection={filters.section ?? ''}
        examSelect={{
          label: t('filters.examType'),
          anyLabel: t('filters.anyExam'),
          selectProps: { id: 'filter-exam', name: 'examType', 'data-testid': 'filter-exam' },
        }}
        sectionSelect={{
          label: t('filters.section'),
          anyLabel: t('filters.anySection'),
          selectProps: { id: 'filter-section', name: 'section', 'data-testid': 'filter-section' },
        }}
        className="md:min-w-44 md:flex-1"
      />
      <SelectField
        ns="questions"
        className="md:min-w-36 md:flex-1"
        label={t('filters.difficulty')}
        labelProps={small}
        selectProps={{
          id: 'filter-difficulty',
          name: 'difficulty',
          defaultValue: filters.difficulty ?? '',
          'data-testid': 'filter-difficulty',
        }}
      >
        <option value="">{t('filters.anyDifficulty')}</option>
        <DifficultyOptions />
      </SelectField>
      {filters.topic ? (
        // The topic comes from a link (the mistake review's "Practise similar"); it stays until cleared.
        <p className="text-sm md:self-center" data-testid="filter-topic">
          <input type="hidden" name="topic" value={filters.topic} />
          {t('filters.topic')}: <strong>{topicName(t, filters.topic)}</strong>
        </p>
      ) : null}
    </FilterForm>
  )
}
