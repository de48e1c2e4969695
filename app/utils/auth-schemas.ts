import { z } from 'zod'
import { AUTH_LIMITS } from '~/utils/auth-checks.ts'

// Messages are locale keys (namespace auth); the form shows them in the user's language. Server-side only (the
// actions); the browser checks the same limits with the same keys through ~/utils/auth-checks.ts (decision 032).
const Email = z
  .string({ error: 'errors.emailRequired' })
  .trim()
  .min(1, 'errors.emailRequired')
  .max(AUTH_LIMITS.emailMax, 'errors.emailInvalid')
  .pipe(z.email('errors.emailInvalid'))
/** Sign-in takes any non-empty password; registration asks for at least 8 characters. */
const Password = (min: number, tooShort: string) =>
  z.string({ error: 'errors.passwordRequired' }).min(min, tooShort).max(AUTH_LIMITS.passwordMax, 'errors.passwordLong')

export const LoginSchema = z.object({
  email: Email,
  password: Password(1, 'errors.passwordRequired'),
  redirectTo: z.string().optional(),
})

export const RegisterSchema = z.object({
  firstName: z
    .string({ error: 'errors.firstNameRequired' })
    .trim()
    .min(1, 'errors.firstNameRequired')
    .max(AUTH_LIMITS.firstNameMax, 'errors.firstNameLong'),
  email: Email,
  password: Password(AUTH_LIMITS.passwordMin, 'errors.passwordShort'),
  redirectTo: z.string().optional(),
})
