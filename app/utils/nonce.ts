import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of this response (set by the server, api/http/security-headers.ts). Only the
 * server render knows it; in the browser it is empty (browsers hide nonces from the DOM), which React accepts.
 */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce(): string | undefined {
  return useContext(NonceContext)
}
