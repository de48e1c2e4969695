import { z } from 'zod'

// Messages are locale keys (namespace auth); the form shows them in the user's language.
const Email = z
  .string({ error: 'errors.emailRequired' })
  .trim()
  .min(1, 'errors.emailRequired')
  .max(254, 'errors.emailInvalid')
  .pipe(z.email('errors.emailInvalid'))
/** Sign-in takes any non-empty password; registration asks for at least 8 characters. */
const Password = (min: number, tooShort: string) =>
  z.string({ error: 'errors.passwordRequired' }).min(min, tooShort).max(128, 'errors.passwordLong')

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
    .max(60, 'errors.firstNameLong'),
  email: Email,
  password: Password(8, 'errors.passwordShort'),
  redirectTo: z.string().optional(),
})
