import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ErrorList, Field } from '~/components/ui/field.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useCarriedProgress, VISITOR_FIELDS } from '~/features/auth/carry-visitor-progress.ts'
import { ProviderSignIn } from '~/features/auth/provider-sign-in.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { LOGIN_CHECKS, REGISTER_CHECKS } from '~/utils/auth-checks.ts'
import { checkForm, requiredOf } from '~/utils/form-check.ts'
import { safeReturnPath } from '#domain/return-path.ts'
import type { SignInError, SignInProvider } from '#openapi/types.ts'

type Mode = 'login' | 'register'

/** The sign-in or registration page: the form with the action's last result and a safe return path. */
export function AuthPage({ mode }: { mode: Mode }) {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const loaded = useLoaderData<{ providers?: SignInProvider[]; providerError?: SignInError | null }>()
  const [params] = useSearchParams()
  return (
    <AuthForm
      mode={mode}
      lastResult={lastResult}
      redirectTo={safeReturnPath(params.get('redirectTo'))}
      providers={loaded?.providers ?? []}
      providerError={loaded?.providerError ?? null}
    />
  )
}

export function AuthForm({
  mode,
  lastResult,
  redirectTo,
  providers = [],
  providerError = null,
}: {
  mode: Mode
  lastResult?: SubmissionResult<string[]>
  redirectTo: string
  /** The identity providers to offer, and why the last provider sign-in came back here (decision 060). */
  providers?: SignInProvider[]
  providerError?: SignInError | null
}) {
  const { t } = useTranslation('auth')
  const navigation = useNavigation()
  const checks = mode === 'login' ? LOGIN_CHECKS : REGISTER_CHECKS
  // The action parses with the zod schema; the browser checks the same limits without zod (decision 032).
  const [form, fields] = useForm({
    id: `${mode}-form`,
    lastResult,
    constraint: requiredOf(checks),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => checkForm(formData, checks),
  })
  const f = fields as typeof fields & { firstName?: typeof fields.email }
  const formProps = getFormProps(form)
  const carry = useCarriedProgress(mode === 'register')
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  // The fields in order; each one's label is `fields.{name}`.
  const inputs: {
    field: typeof fields.email
    type: 'text' | 'email' | 'password'
    autoComplete: string
    testId: string
  }[] = [
    ...(mode === 'register' && f.firstName
      ? [{ field: f.firstName, type: 'text' as const, autoComplete: 'given-name', testId: 'register-first-name' }]
      : []),
    { field: fields.email, type: 'email', autoComplete: 'email', testId: 'auth-email' },
    {
      field: fields.password,
      type: 'password',
      autoComplete: mode === 'login' ? 'current-password' : 'new-password',
      testId: 'auth-password',
    },
  ]
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <Card className="flex flex-col gap-5">
        <div>
          <h1 className="text-2xl font-bold">{t(`${mode}.title`)}</h1>
          <p className="mt-1 text-ink-muted">{t(`${mode}.subtitle`)}</p>
        </div>
        <ProviderSignIn providers={providers} error={providerError} redirectTo={redirectTo} />
        <Form
          method="post"
          // Multipart: the visitor's answers and cards go along as JSON, which URL encoding would nearly double.
          encType={mode === 'register' ? 'multipart/form-data' : undefined}
          {...formProps}
          onSubmit={(event) => {
            // Conform first: its blur and input checks arrive as submit events too, and it stops them (and invalid
            // submits) here. Only a real submit carries the visitor's results in this browser to the new account.
            formProps.onSubmit(event)
            if (!event.defaultPrevented) carry(event)
          }}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {mode === 'register'
            ? VISITOR_FIELDS.map((name) => <input key={name} type="hidden" name={name} defaultValue="" />)
            : null}
          {inputs.map(({ field, type, autoComplete, testId }) => (
            <Field
              key={field.name}
              ns="auth"
              label={t(`fields.${field.name}`)}
              hint={field.name === 'password' && mode === 'register' ? t('fields.passwordHint') : undefined}
              inputProps={{ ...getInputProps(field, { type }), autoComplete, 'data-testid': testId }}
              errors={field.errors}
            />
          ))}
          <ErrorList ns="auth" id={form.errorId} errors={form.errors} />
          {mode === 'login' ? (
            <Link to="/forgot-password" className="text-sm text-brand underline" data-testid="forgot-password-link">
              {t('password:forgot.link')}
            </Link>
          ) : null}
          <Button type="submit" pending={pending} data-testid="auth-submit">
            {pending ? t('pending') : t(`${mode}.submit`)}
          </Button>
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
      </Card>
    </main>
  )
}
