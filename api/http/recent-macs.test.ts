import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { recentMacs } from './recent-macs.ts'

describe('recentMacs', () => {
  it('gives the HMAC-SHA256 of each payload under its key, remembered or not', () => {
    const mac = recentMacs('k1')
    const other = recentMacs('k2')
    for (let i = 0; i < 2_500; i++) {
      const payload = `v1 ${i} http 127.0.0.1`
      const expected = createHmac('sha256', 'k1').update(payload).digest('base64url')
      expect(mac(payload)).toBe(expected)
      expect(mac(payload)).toBe(expected)
      expect(other(payload)).not.toBe(expected)
    }
  })
})
