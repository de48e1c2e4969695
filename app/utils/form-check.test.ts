import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { GENERATE_CHECKS } from '~/features/questions/generate-options.ts'
import { generateSchema } from '~/features/questions/generate-schema.ts'
import { LOGIN_CHECKS, REGISTER_CHECKS } from '~/utils/auth-checks.ts'
import { LoginSchema, RegisterSchema } from '~/utils/auth-schemas.ts'
import { checkForm, fieldError, requiredOf, type FieldCheck } from '~/utils/form-check.ts'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

/** The browser's messages must be among the server's (zod) messages, field by field, with the same fields failing. */
function expectAgreement(
  checks: Record<string, FieldCheck>,
  schema: Parameters<typeof parseWithZod>[1]['schema'],
  fields: Record<string, string>,
) {
  const browser = checkForm(form(fields), checks)
  const server = parseWithZod(form(fields), { schema })
  const browserErrors = browser.status === 'error' ? (browser.error ?? {}) : {}
  const serverErrors = server.status === 'error' ? (server.error ?? {}) : {}
  expect(Object.keys(browserErrors).sort(), JSON.stringify(fields)).toEqual(Object.keys(serverErrors).sort())
  for (const [name, messages] of Object.entries(browserErrors))
    expect(serverErrors[name], `${name} in ${JSON.stringify(fields)}`).toEqual(expect.arrayContaining(messages ?? []))
  return browser
}

const long = (n: number) => 'a'.repeat(n)

describe('the browser form checks (no zod) agree with the actions’ zod schemas', () => {
  it('sign-in', () => {
    const cases = [
      { email: 'ana@example.com', password: 'x' },
      { email: '', password: '' },
      { email: '  ', password: 'secret' },
      { email: 'not-an-email', password: 'secret' },
      { email: `${long(250)}@ex.com`, password: 'secret' },
      { email: 'ana@example.com', password: long(129) },
      { email: ' ana@example.com ', password: long(128) },
    ]
    for (const fields of cases) expectAgreement(LOGIN_CHECKS, LoginSchema, fields)
    expect(expectAgreement(LOGIN_CHECKS, LoginSchema, cases[0]).status).toBe('success')
  })

  it('registration', () => {
    const ok = { firstName: 'Ana', email: 'ana@example.com', password: 'longenough' }
    const cases = [
      ok,
      { ...ok, firstName: '   ' },
      { ...ok, firstName: long(61) },
      { ...ok, password: 'short' },
      { ...ok, password: long(129) },
      { ...ok, email: 'ana@' },
      { firstName: '', email: '', password: '' },
    ]
    for (const fields of cases) expectAgreement(REGISTER_CHECKS, RegisterSchema, fields)
    const short = checkForm(form({ ...ok, password: 'short' }), REGISTER_CHECKS)
    expect(short.status).toBe('error')
    expect(short.status === 'error' ? short.error : null).toEqual({ password: ['errors.passwordShort'] })
  })

  it('question generation (the fields a student types or leaves empty)', () => {
    const schema = generateSchema([{ name: 'SAT', sections: ['Math'] }])
    const ok = { examType: 'SAT', section: 'Math', difficulty: 'Medium', count: '5', topic: '' }
    const cases = [ok, { ...ok, topic: long(101) }, { ...ok, topic: `  ${long(100)}  ` }, { ...ok, section: '' }]
    for (const fields of cases) expectAgreement(GENERATE_CHECKS, schema, fields)
  })

  it('marks only the fields that must not be empty as required', () => {
    expect(requiredOf(GENERATE_CHECKS)).toEqual({
      examType: { required: true },
      section: { required: true },
      difficulty: { required: true },
      count: { required: true },
      topic: { required: false },
    })
    expect(fieldError(undefined, { required: 'x' })).toBe('x')
    expect(fieldError('ok', {})).toBeUndefined()
  })
})
