import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { ForgotPasswordSchema, ResetPasswordSchema } from '~/features/account/password-schemas.server.ts'
import { problemField, statusError } from '~/features/account/password.server.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { api } from '~/utils/api.server.ts'
import { readForm } from '~/utils/form-data.server.ts'
import { languageValues, type Language } from '#openapi/types.ts'

// "Forgot your password?" (/forgot-password) and the mailed link's page (/reset-password?token=…), decision 067.

export async function passwordPageTitle(request: Request, page: 'forgot' | 'reset') {
  const t = await remixI18n.getFixedT(request, 'password')
  return { title: t(`${page}.meta`) }
}

export async function resetPageLoader(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { ...(await passwordPageTitle(request, 'reset')), token }
}

export async function forgotPasswordAction(request: Request) {
  const submission = parseWithZod(await readForm(request), { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const locale = await remixI18n.getLocale(request)
  const language = languageValues.find((known) => known === locale) ?? ('en' satisfies Language)
  const { response } = await api(request).POST('/api/auth/password-reset', {
    body: { email: submission.value.email, language },
  })
  if (response.status !== 202)
    return data(submission.reply({ formErrors: [statusError(response.status)] }), {
      status: response.status === 429 ? 429 : 400,
    })
  // The same page whether or not an account has the address: the API's answer does not say either.
  return data({ ...submission.reply({ resetForm: true }), sent: true })
}

export async function resetPasswordAction(request: Request) {
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordSchema })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['newPassword'] }), { status: 400 })
  const { response, error } = await api(request).POST('/api/auth/password-reset/confirm', { body: submission.value })
  if (response.status === 204) return data({ ...submission.reply({ resetForm: true }), done: true })
  const { field, weakKey } = response.status === 400 ? problemField(error) : { field: undefined, weakKey: '' }
  const toCorrect = field === 'newPassword' || field === 'token'
  const reply =
    field === 'newPassword'
      ? submission.reply({ fieldErrors: { newPassword: [weakKey] }, hideFields: ['newPassword'] })
      : submission.reply({
          formErrors: [field === 'token' ? 'errors.tokenInvalid' : statusError(response.status)],
          hideFields: ['newPassword'],
        })
  // A password or link to replace is answered like the form's own checks (a message to act on).
  return data(reply, { status: toCorrect ? 200 : response.status === 429 ? 429 : 400 })
}
