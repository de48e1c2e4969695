import { describe, expect, it } from 'vitest'
import { compileValidatorRoutesOnce, validatorPathToRegexp } from './validator-routes.ts'

describe("the validator's route patterns", () => {
  it('are compiled once per pattern and options, and still match as before', () => {
    compileValidatorRoutesOnce()
    compileValidatorRoutesOnce()
    const { pathToRegexp } = validatorPathToRegexp()
    const first = pathToRegexp('/api/full-exams/:id', { sensitive: false, strict: false })
    expect(pathToRegexp('/api/full-exams/:id', { sensitive: false, strict: false })).toBe(first)
    expect(pathToRegexp('/api/full-exams/:id', { sensitive: true, strict: false })).not.toBe(first)
    expect(first.regexp.exec('/api/full-exams/sat-1')?.[1]).toBe('sat-1')
    expect(first.regexp.exec('/api/full-exams/sat-1')?.[1]).toBe('sat-1')
    expect(first.regexp.exec('/api/sessions/x')).toBeNull()
  })
})
