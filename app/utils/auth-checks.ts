import type { FieldCheck } from '~/utils/form-check.ts'
import { RegisterRequest } from '#openapi/limits.ts'

/** The sign-in and registration limits (the contract's), shared by the zod schemas (server) and the browser's checks. */
export const AUTH_LIMITS = {
  emailMax: RegisterRequest.email.maxLength,
  passwordMin: RegisterRequest.password.minLength,
  passwordMax: RegisterRequest.password.maxLength,
  firstNameMax: RegisterRequest.firstName.maxLength,
} as const

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
