import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ErrorList, Field } from '~/components/ui/field.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { checkForm, requiredOf, type FieldCheck } from '~/utils/form-check.ts'

export interface PasswordInput {
  name: string
  type: 'email' | 'password'
  autoComplete: string
  /** A text key (namespace password, or `ns:key`) shown under the field. */
  hint?: string
}

/**
 * The card every password page shows: a title, a note, the action's last result, then the form (its fields'
 * labels are `fields.<name>` of the password namespace) or, once done, what happened.
 */
export function PasswordFormCard({
  id,
  page,
  inputs,
  checks,
  lastResult,
  hidden = {},
  done,
  after,
}: {
  id: string
  /** The key prefix of the page's texts: `<page>.title`, `.subtitle`, `.submit`. */
  page: string
  inputs: PasswordInput[]
  checks: Record<string, FieldCheck>
  lastResult?: SubmissionResult<string[]>
  hidden?: Record<string, string>
  /** Shown instead of the form once the action has done its work. */
  done?: ReactNode
  after?: ReactNode
}) {
  const { t } = useTranslation('password')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: requiredOf(checks),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => checkForm(formData, checks),
  })
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <Card className="flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-bold">{t(`${page}.title`)}</h1>
          <p className="mt-1 text-ink-muted">{t(`${page}.subtitle`)}</p>
        </div>
        {done ?? (
          <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {inputs.map(({ name, type, autoComplete, hint }) => (
              <Field
                key={name}
                ns="password"
                label={t(`fields.${name}`)}
                hint={hint ? t(hint) : undefined}
                inputProps={{
                  ...getInputProps(fields[name]!, { type }),
                  autoComplete,
                  'data-testid': `password-${name}`,
                }}
                errors={fields[name]?.errors}
              />
            ))}
            <ErrorList ns="password" id={form.errorId} errors={form.errors} />
            <Button type="submit" pending={pending} data-testid="password-submit">
              {pending ? t('auth:pending') : t(`${page}.submit`)}
            </Button>
          </Form>
        )}
        {after}
      </Card>
    </main>
  )
}
