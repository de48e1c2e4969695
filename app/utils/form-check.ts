import { parse } from '@conform-to/react'
import { regexes } from 'zod/v4/core'

/**
 * The browser's check of a form before it is posted (conform's onValidate), without zod's 24 KB (decision 032).
 * The route action still parses every field with the form's zod schema (parseWithZod → submission.reply()), which
 * has the last word; this catches what a student usually gets wrong (empty, too short, too long, not an email) on
 * blur and before a round trip, with the same message keys and the same limits (shared constants), so the two agree.
 */
export interface FieldCheck {
  /** Compare the trimmed value (the schema trims this field). */
  trim?: boolean
  /** The message when the field is empty. */
  required?: string
  minLength?: readonly [length: number, message: string]
  maxLength?: readonly [length: number, message: string]
  /** The message when the value is not an email address (zod's own pattern). */
  email?: string
}

/** The first message a value fails, or undefined. */
export function fieldError(raw: unknown, check: FieldCheck): string | undefined {
  const text = typeof raw === 'string' ? raw : ''
  const value = check.trim ? text.trim() : text
  if (value === '') return check.required
  if (check.minLength && value.length < check.minLength[0]) return check.minLength[1]
  if (check.maxLength && value.length > check.maxLength[0]) return check.maxLength[1]
  if (check.email && !regexes.email.test(value)) return check.email
  return undefined
}

/** conform's constraint for the checks: `required` on the fields that must not be empty (the input's attribute). */
export function requiredOf(checks: Record<string, FieldCheck>): Record<string, { required: boolean }> {
  return Object.fromEntries(Object.entries(checks).map(([name, c]) => [name, { required: c.required !== undefined }]))
}

/** A conform submission for the form data: the failing fields' messages, or success. */
export function checkForm(formData: FormData, checks: Record<string, FieldCheck>) {
  return parse(formData, {
    resolve(payload) {
      const error: Record<string, string[]> = {}
      for (const [name, check] of Object.entries(checks)) {
        const message = fieldError(payload[name], check)
        if (message) error[name] = [message]
      }
      return Object.keys(error).length > 0 ? { error } : { value: payload }
    },
  })
}
