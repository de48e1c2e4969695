import type { FieldCheck } from '~/utils/form-check.ts'

/** The sign-in and registration limits, shared by the zod schemas (server) and the browser's checks. */
export const AUTH_LIMITS = { emailMax: 254, passwordMin: 8, passwordMax: 128, firstNameMax: 60 } as const

const email: FieldCheck = {
  trim: true,
  required: 'errors.emailRequired',
  maxLength: [AUTH_LIMITS.emailMax, 'errors.emailInvalid'],
  email: 'errors.emailInvalid',
}
const password = (min: number, tooShort: string): FieldCheck => ({
  required: 'errors.passwordRequired',
  minLength: [min, tooShort],
  maxLength: [AUTH_LIMITS.passwordMax, 'errors.passwordLong'],
})

/** The browser's checks of the two forms (messages are keys of the auth namespace, as the schemas'). */
export const LOGIN_CHECKS: Record<string, FieldCheck> = { email, password: password(1, 'errors.passwordRequired') }
export const REGISTER_CHECKS: Record<string, FieldCheck> = {
  firstName: {
    trim: true,
    required: 'errors.firstNameRequired',
    maxLength: [AUTH_LIMITS.firstNameMax, 'errors.firstNameLong'],
  },
  email,
  password: password(AUTH_LIMITS.passwordMin, 'errors.passwordShort'),
}
