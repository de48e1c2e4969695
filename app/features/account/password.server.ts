import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { ChangePasswordSchema } from '~/features/account/password-schemas.server.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { api, forwardCookies } from '~/utils/api.server.ts'
import { getKnownUser } from '~/utils/auth.server.ts'
import { readForm } from '~/utils/form-data.server.ts'
import { checkPasswordStrength } from '#domain/password-strength.ts'
import type { User } from '#openapi/types.ts'

const PAGE = '/account/password'
const HIDDEN = ['currentPassword', 'newPassword']

/** The sign-in page, coming back here: the page is for signed-in students only. */
const signInFirst = () => redirect(`/login?redirectTo=${encodeURIComponent(PAGE)}`)

/** A form message for an API answer the form cannot show field by field. */
export function statusError(status: number): string {
  return status === 429 ? 'auth:errors.tooMany' : 'auth:errors.unexpected'
}

/** The field a 400 problem names (`/body/<field>`), if any, and the message key for it. */
export function problemField(problem: unknown): { field?: string; weakKey: string } {
  const first = (problem as { errors?: { path: string; message: string }[] } | undefined)?.errors?.[0]
  // The API words a weak password `is too easy to guess (<reason>)`, the reason one of registration's keys.
  const reason = first?.message.match(/\((common|personal|pattern|guessable)\)$/)?.[1] ?? 'guessable'
  return { field: first?.path.replace(/^\/body\//, ''), weakKey: `auth:errors.passwordWeak.${reason}` }
}

/** The weak-password message for the student's words, as registration shows it; undefined when strong enough. */
export function weakPasswordKey(password: string, user: Pick<User, 'email' | 'firstName'>): string | undefined {
  const strength = checkPasswordStrength(password, { email: user.email, firstName: user.firstName })
  return strength.ok ? undefined : `auth:errors.passwordWeak.${strength.reason}`
}

export async function changePasswordLoader(request: Request) {
  const user = await getKnownUser(request)
  if (!user) throw signInFirst()
  const t = await remixI18n.getFixedT(request, 'password')
  return { title: t('change.meta') }
}

export async function changePasswordAction(request: Request) {
  const user = await getKnownUser(request)
  if (!user) throw signInFirst()
  const submission = parseWithZod(await readForm(request), { schema: ChangePasswordSchema })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: HIDDEN }), { status: 400 })
  const { currentPassword, newPassword } = submission.value
  // The API's rule (it has the last word), with the reason in the student's language and before a round trip.
  const weak = weakPasswordKey(newPassword, user)
  if (weak) return data(submission.reply({ fieldErrors: { newPassword: [weak] }, hideFields: HIDDEN }))
  const { error, response } = await api(request).POST('/api/auth/password', { body: { currentPassword, newPassword } })
  if (response.status === 401) throw signInFirst()
  if (error) {
    const { field, weakKey } = response.status === 400 ? problemField(error) : { field: undefined, weakKey: '' }
    const fieldErrors: Record<string, string[]> | undefined =
      field === 'currentPassword'
        ? { currentPassword: ['errors.currentPasswordWrong'] }
        : field === 'newPassword'
          ? { newPassword: [weakKey] }
          : undefined
    const reply = submission.reply({
      formErrors: fieldErrors ? [] : [statusError(response.status)],
      fieldErrors,
      hideFields: HIDDEN,
    })
    // A field to correct is answered like the form's own checks (a message to act on, not a failed request).
    return data(reply, { status: fieldErrors ? 200 : response.status === 429 ? 429 : 400 })
  }
  // The new session's cookie goes on to the browser (the old one ended with every other session).
  return data({ ...submission.reply({ resetForm: true }), changed: true }, { headers: forwardCookies(response) })
}
