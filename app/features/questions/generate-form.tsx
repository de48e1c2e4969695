import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import * as Progress from '@radix-ui/react-progress'
import { Form } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { ErrorList, Field, SelectField } from '~/components/ui/field.tsx'
import { COUNTS, type DIFFICULTIES, GENERATE_CHECKS, type Count } from '~/features/questions/generate-options.ts'
import { DifficultyOptions, ExamSectionSelects } from '~/features/questions/options.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { checkForm, requiredOf } from '~/utils/form-check.ts'
import type { ExamType } from '#openapi/types.ts'

const small = { className: 'text-sm' }

interface GenerateDefaults {
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
  onCancel,
  cancelled,
}: {
  examTypes: ExamType[]
  defaults: GenerateDefaults
  lastResult?: SubmissionResult<string[]> | null
  pending: boolean
  pendingCount: number
  /** Stops the generation under way (the request is aborted, up to the AI provider). */
  onCancel: () => void
  /** The last generation was cancelled: said in the status line until the next one. */
  cancelled: boolean
}) {
  const { t } = useTranslation(['questions', 'common'])
  // After Cancel the Cancel button is gone: focus goes back to Generate (enabled again once the request stops).
  const submitRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (cancelled && !pending) submitRef.current?.focus()
  }, [cancelled, pending])
  // The action parses with the zod schema (generate-schema.ts); the browser checks the same limits without zod.
  const [form, fields] = useForm({
    id: 'generate-form',
    lastResult,
    defaultValue: { ...defaults, count: String(defaults.count) },
    constraint: requiredOf(GENERATE_CHECKS),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => checkForm(formData, GENERATE_CHECKS),
  })
  // Exam and section are chosen together: the section list is the chosen exam's.
  const sections = examTypes.find((e) => e.name === defaults.examType)?.sections ?? []
  const { defaultValue: _examDefault, ...examProps } = getSelectProps(fields.examType)
  const { defaultValue: _sectionDefault, ...sectionProps } = getSelectProps(fields.section)
  void _examDefault
  void _sectionDefault

  return (
    <SectionCard title={t('form.title')} subtitle={t('form.description')} data-testid="generate-card">
      <Form
        method="post"
        {...getFormProps(form)}
        aria-busy={pending}
        className="flex flex-col gap-4"
        data-testid="generate-form"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ExamSectionSelects
            examTypes={examTypes}
            defaultExamType={defaults.examType}
            defaultSection={sections.includes(defaults.section) ? defaults.section : (sections[0] ?? '')}
            examSelect={{
              label: t('form.examType'),
              errors: fields.examType.errors,
              selectProps: { ...examProps, 'data-testid': 'generate-exam' },
            }}
            sectionSelect={{
              label: t('form.section'),
              errors: fields.section.errors,
              selectProps: { ...sectionProps, 'data-testid': 'generate-section' },
            }}
          />
          <SelectField
            ns="questions"
            label={t('form.difficulty')}
            labelProps={small}
            errors={fields.difficulty.errors}
            selectProps={{ ...getSelectProps(fields.difficulty), 'data-testid': 'generate-difficulty' }}
          >
            <DifficultyOptions />
          </SelectField>
          <SelectField
            ns="questions"
            label={t('form.count')}
            labelProps={small}
            errors={fields.count.errors}
            selectProps={{ ...getSelectProps(fields.count), 'data-testid': 'generate-count' }}
          >
            {COUNTS.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </SelectField>
        </div>
        <Field
          ns="questions"
          className="lg:max-w-md"
          label={t('form.topic')}
          labelProps={small}
          hint={t('form.topicHint')}
          errors={fields.topic.errors}
          inputProps={{
            ...getInputProps(fields.topic, { type: 'text' }),
            autoComplete: 'off',
            'data-testid': 'generate-topic',
          }}
        />
        <ErrorList ns="questions" id={form.errorId} errors={form.errors} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            ref={submitRef}
            type="submit"
            className="sm:self-start"
            pending={pending}
            data-testid="generate-submit"
          >
            {pending ? t('form.pending') : t('form.submit')}
          </Button>
          {pending ? (
            <Button
              type="button"
              variant="secondary"
              className="sm:self-start"
              onClick={onCancel}
              data-testid="generate-cancel"
            >
              {t('form.cancel')}
            </Button>
          ) : null}
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
            ) : cancelled ? (
              <p className="text-sm text-ink-muted" data-testid="generate-cancelled">
                {t('form.cancelled')}
              </p>
            ) : null}
          </div>
        </div>
      </Form>
    </SectionCard>
  )
}
