import { z } from 'zod'

// Messages are locale keys (namespace auth); the form shows them in the user's language.
export const LoginSchema = z.object({
  email: z
    .string({ error: 'errors.emailRequired' })
    .trim()
    .min(1, 'errors.emailRequired')
    .max(254, 'errors.emailInvalid')
    .pipe(z.email('errors.emailInvalid')),
  password: z
    .string({ error: 'errors.passwordRequired' })
    .min(1, 'errors.passwordRequired')
    .max(128, 'errors.passwordLong'),
  redirectTo: z.string().optional(),
})

export const RegisterSchema = z.object({
  firstName: z
    .string({ error: 'errors.firstNameRequired' })
    .trim()
    .min(1, 'errors.firstNameRequired')
    .max(60, 'errors.firstNameLong'),
  email: z
    .string({ error: 'errors.emailRequired' })
    .trim()
    .min(1, 'errors.emailRequired')
    .max(254, 'errors.emailInvalid')
    .pipe(z.email('errors.emailInvalid')),
  password: z
    .string({ error: 'errors.passwordRequired' })
    .min(8, 'errors.passwordShort')
    .max(128, 'errors.passwordLong'),
  redirectTo: z.string().optional(),
})
