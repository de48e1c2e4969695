import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import * as Progress from '@radix-ui/react-progress'
import { Form } from '@remix-run/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExamType } from '../../../openapi/types.ts'
import { FieldError } from '../ui/field-error.tsx'
import { COUNTS, DIFFICULTIES, generateSchema, type Count } from './generate-schema.ts'

export interface GenerateDefaults {
  examType: string
  section: string
  difficulty: (typeof DIFFICULTIES)[number]
  count: Count
}

/** The generation form (spec: count 1/2/3/5/10, difficulty Easy/Medium/Hard, optional topic), posted to the route action. */
export function GenerateForm({
  examTypes,
  defaults,
  lastResult,
  pending,
  pendingCount,
}: {
  examTypes: ExamType[]
  defaults: GenerateDefaults
  lastResult?: SubmissionResult<string[]> | null
  pending: boolean
  pendingCount: number
}) {
  const { t } = useTranslation(['questions', 'common'])
  const schema = useMemo(() => generateSchema(examTypes), [examTypes])
  const [form, fields] = useForm({
    id: 'generate-form',
    lastResult,
    defaultValue: { ...defaults, count: String(defaults.count) },
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  // Exam and section are chosen together: the section list is the chosen exam's.
  const [examType, setExamType] = useState(defaults.examType)
  const sections = examTypes.find((e) => e.name === examType)?.sections ?? []
  const [section, setSection] = useState(sections.includes(defaults.section) ? defaults.section : (sections[0] ?? ''))
  const { defaultValue: _examDefault, ...examProps } = getSelectProps(fields.examType)
  const { defaultValue: _sectionDefault, ...sectionProps } = getSelectProps(fields.section)
  void _examDefault
  void _sectionDefault

  return (
    <section aria-labelledby="generate-title" className="card flex flex-col gap-4" data-testid="generate-card">
      <div>
        <h2 id="generate-title" className="text-xl font-semibold">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('form.description')}</p>
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-busy={pending}
        className="flex flex-col gap-4"
        data-testid="generate-form"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.examType.id} className="text-sm font-medium">
              {t('form.examType')}
            </label>
            <select
              {...examProps}
              value={examType}
              onChange={(e) => {
                setExamType(e.target.value)
                setSection(examTypes.find((x) => x.name === e.target.value)?.sections[0] ?? '')
              }}
              className="field-input"
              data-testid="generate-exam"
            >
              {examTypes.map((e) => (
                <option key={e.name} value={e.name}>
                  {t(`exams.${e.name}`, { defaultValue: e.displayName })}
                </option>
              ))}
            </select>
            <FieldError ns="questions" id={fields.examType.errorId} errors={fields.examType.errors} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.section.id} className="text-sm font-medium">
              {t('form.section')}
            </label>
            <select
              {...sectionProps}
              value={section}
              onChange={(e) => setSection(e.target.value)}
              className="field-input"
              data-testid="generate-section"
            >
              {sections.map((s) => (
                <option key={s} value={s}>
                  {t(`common:subjects.${s}`, { defaultValue: s })}
                </option>
              ))}
            </select>
            <FieldError ns="questions" id={fields.section.errorId} errors={fields.section.errors} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.difficulty.id} className="text-sm font-medium">
              {t('form.difficulty')}
            </label>
            <select {...getSelectProps(fields.difficulty)} className="field-input" data-testid="generate-difficulty">
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`difficulty.${d}`)}
                </option>
              ))}
            </select>
            <FieldError ns="questions" id={fields.difficulty.errorId} errors={fields.difficulty.errors} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.count.id} className="text-sm font-medium">
              {t('form.count')}
            </label>
            <select {...getSelectProps(fields.count)} className="field-input" data-testid="generate-count">
              {COUNTS.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
            <FieldError ns="questions" id={fields.count.errorId} errors={fields.count.errors} />
          </div>
        </div>
        <div className="flex flex-col gap-1 lg:max-w-md">
          <label htmlFor={fields.topic.id} className="text-sm font-medium">
            {t('form.topic')}
          </label>
          <input
            {...getInputProps(fields.topic, { type: 'text' })}
            className="field-input"
            autoComplete="off"
            data-testid="generate-topic"
            aria-describedby={[`${fields.topic.id}-hint`, fields.topic.errors ? fields.topic.errorId : '']
              .filter(Boolean)
              .join(' ')}
          />
          <p id={`${fields.topic.id}-hint`} className="text-sm text-ink-muted">
            {t('form.topicHint')}
          </p>
          <FieldError ns="questions" id={fields.topic.errorId} errors={fields.topic.errors} />
        </div>
        <FieldError ns="questions" id={form.errorId} errors={form.errors} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            className="btn-primary sm:self-start"
            disabled={pending}
            aria-busy={pending}
            data-testid="generate-submit"
          >
            {pending ? (
              <span
                aria-hidden="true"
                className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
              />
            ) : null}
            {pending ? t('form.pending') : t('form.submit')}
          </button>
          <div role="status" aria-live="polite" className="flex-1" data-testid="generate-status">
            {pending ? (
              <div className="flex flex-col gap-2" data-testid="generate-progress">
                <p className="text-sm text-ink-muted">{t('form.progress', { count: pendingCount })}</p>
                <Progress.Root
                  value={null}
                  aria-label={t('form.pending')}
                  className="relative h-2 w-full overflow-hidden rounded-full bg-brand-soft"
                >
                  <Progress.Indicator className="h-full w-full animate-pulse rounded-full bg-brand motion-reduce:animate-none" />
                </Progress.Root>
              </div>
            ) : null}
          </div>
        </div>
      </Form>
    </section>
  )
}
