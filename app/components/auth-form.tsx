import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LoginSchema, RegisterSchema } from '../utils/auth-schemas.ts'
import { FieldError } from './ui/field-error.tsx'

type Mode = 'login' | 'register'

export function AuthForm({
  mode,
  lastResult,
  redirectTo,
}: {
  mode: Mode
  lastResult?: SubmissionResult<string[]>
  redirectTo: string
}) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const schema = mode === 'login' ? LoginSchema : RegisterSchema
  const [form, fields] = useForm({
    id: `${mode}-form`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const f = fields as typeof fields & { firstName?: typeof fields.email }
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <div className="card flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-bold">{t(`${mode}.title`)}</h1>
          <p className="mt-1 text-ink-muted">{t(`${mode}.subtitle`)}</p>
        </div>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {mode === 'register' && f.firstName ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={f.firstName.id} className="font-medium">
                {t('fields.firstName')}
              </label>
              <input
                {...getInputProps(f.firstName, { type: 'text' })}
                autoComplete="given-name"
                className="field-input"
                data-testid="register-first-name"
              />
              <FieldError ns="auth" id={f.firstName.errorId} errors={f.firstName.errors} />
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.email.id} className="font-medium">
              {t('fields.email')}
            </label>
            <input
              {...getInputProps(fields.email, { type: 'email' })}
              autoComplete="email"
              className="field-input"
              data-testid="auth-email"
            />
            <FieldError ns="auth" id={fields.email.errorId} errors={fields.email.errors} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={fields.password.id} className="font-medium">
              {t('fields.password')}
            </label>
            <input
              {...getInputProps(fields.password, { type: 'password' })}
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              className="field-input"
              data-testid="auth-password"
              aria-describedby={
                [
                  mode === 'register' ? `${fields.password.id}-hint` : '',
                  fields.password.errors ? fields.password.errorId : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {mode === 'register' ? (
              <p id={`${fields.password.id}-hint`} className="text-sm text-ink-muted">
                {t('fields.passwordHint')}
              </p>
            ) : null}
            <FieldError ns="auth" id={fields.password.errorId} errors={fields.password.errors} />
          </div>
          <FieldError ns="auth" id={form.errorId} errors={form.errors} />
          <button type="submit" className="btn-primary" disabled={pending} data-testid="auth-submit">
            {pending ? t('pending') : t(`${mode}.submit`)}
          </button>
        </Form>
        <p className="text-sm text-ink-muted">{t('visitorNote')}</p>
        <p className="text-sm">
          {mode === 'login' ? t('login.noAccount') : t('register.haveAccount')}{' '}
          <Link
            to={`/${mode === 'login' ? 'register' : 'login'}?redirectTo=${encodeURIComponent(redirectTo)}`}
            className="font-semibold text-brand underline"
          >
            {mode === 'login' ? t('login.registerLink') : t('register.loginLink')}
          </Link>
        </p>
      </div>
    </main>
  )
}
