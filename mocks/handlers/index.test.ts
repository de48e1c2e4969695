import { describe, expect, it } from 'vitest'
import { mockRuntime } from '../context.ts'
import { unknownPathHandlers } from '../http.ts'
import { handlers } from './index.ts'
import '../node.ts'

describe('handlers', () => {
  it('one typed handler per operation of the document, then the 404/405 fallback', () => {
    const operations = mockRuntime().validator.operations
    const typed = handlers.filter((h) => !unknownPathHandlers.includes(h))
    const described = typed.map((h) => h.info.header).sort()
    // The handlers register `*/api/progress/:userId` for `/api/progress/{userId}`.
    const expected = operations.map((op) => `${op.method} *${op.path.replace(/\{(\w+)\}/g, ':$1')}`).sort()
    expect(described).toEqual(expected)
    expect(handlers.slice(-unknownPathHandlers.length)).toEqual(unknownPathHandlers)
  })
})
