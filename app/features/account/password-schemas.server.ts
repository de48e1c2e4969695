import { z } from 'zod'
import { AUTH_LIMITS } from '~/utils/auth-checks.ts'
import * as LIMITS from '#openapi/limits.ts'

// The password forms' schemas (the actions parse with them; the browser checks the same limits and keys through
// password-checks.ts).
const NewPassword = z
  .string({ error: 'auth:errors.passwordRequired' })
  .min(AUTH_LIMITS.passwordMin, 'auth:errors.passwordShort')
  .max(AUTH_LIMITS.passwordMax, 'auth:errors.passwordLong')

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'auth:errors.passwordRequired' })
    .max(AUTH_LIMITS.passwordMax, 'auth:errors.passwordLong'),
  newPassword: NewPassword,
})

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: 'auth:errors.emailRequired' })
    .trim()
    .min(1, 'auth:errors.emailRequired')
    .max(AUTH_LIMITS.emailMax, 'auth:errors.emailInvalid')
    .pipe(z.email('auth:errors.emailInvalid')),
})

const { token } = LIMITS.ConfirmPasswordResetRequest
export const ResetPasswordSchema = z.object({
  token: z.string().min(token.minLength).max(token.maxLength),
  newPassword: NewPassword,
})
