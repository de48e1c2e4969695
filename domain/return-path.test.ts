import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './return-path.ts'

describe('safeReturnPath (issue 11, item 5: open redirect)', () => {
  it.each([
    ['/practice', '/practice'],
    ['/practice?exam=sat&x=1#top', '/practice?exam=sat&x=1#top'],
    ['/questions/abc%20def', '/questions/abc%20def'],
    ['/a/../b', '/b'],
  ])('keeps a same-site path %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected)
  })

  it.each([
    // The reproduction: ?redirectTo=%2F%09%2Fevil.example arrives as "/\t/evil.example", read by browsers as //evil.
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['\t//evil.example'],
    [' //evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['/%09/evil.example'],
    ['/%2F/evil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%252F/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['/%E0%A4%A'],
    [''],
    [undefined],
    [42],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %j (answers /)', (input) => {
    expect(safeReturnPath(input)).toBe('/')
  })
})
