import { AUTH_LIMITS } from '~/utils/auth-checks.ts'
import type { FieldCheck } from '~/utils/form-check.ts'

// The password forms' limits and message keys (namespace password; `auth:` keys are the sign-in forms' own texts),
// shared by the zod schemas (password-schemas.server.ts) and the browser's checks (decision 032).
const newPassword: FieldCheck = {
  required: 'auth:errors.passwordRequired',
  minLength: [AUTH_LIMITS.passwordMin, 'auth:errors.passwordShort'],
  maxLength: [AUTH_LIMITS.passwordMax, 'auth:errors.passwordLong'],
}

export const CHANGE_PASSWORD_CHECKS: Record<string, FieldCheck> = {
  currentPassword: {
    required: 'auth:errors.passwordRequired',
    maxLength: [AUTH_LIMITS.passwordMax, 'auth:errors.passwordLong'],
  },
  newPassword,
}

export const FORGOT_PASSWORD_CHECKS: Record<string, FieldCheck> = {
  email: {
    trim: true,
    required: 'auth:errors.emailRequired',
    maxLength: [AUTH_LIMITS.emailMax, 'auth:errors.emailInvalid'],
    email: 'auth:errors.emailInvalid',
  },
}

export const RESET_PASSWORD_CHECKS: Record<string, FieldCheck> = { newPassword }
