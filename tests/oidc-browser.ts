// A browser as far as a provider sign-in needs one (api/http/oidc-*.test.ts): cookies per host, redirects followed
// by hand, the fake provider's form filled in.
import { expect } from 'vitest'

export class Browser {
  readonly jar = new Map<string, Map<string, string>>()
  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const { host } = new URL(url)
    const cookies = [...(this.jar.get(host) ?? new Map())].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: cookies } })
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const [name, value] = [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1)]
      const cleared = !value || attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a))
      const cookiesOfHost = this.jar.get(host) ?? new Map<string, string>()
      if (cleared) cookiesOfHost.delete(name)
      else cookiesOfHost.set(name, value)
      this.jar.set(host, cookiesOfHost)
    }
    return res
  }
  cookie(url: string, name: string) {
    return this.jar.get(new URL(url).host)?.get(name)
  }
}

export interface ProviderAccount {
  email: string
  verified?: boolean
  cancel?: boolean
}

/**
 * From `start` (/api/login?provider=…) through the provider's sign-in form (when it shows one), up to (not into) the
 * return to the API. `edit` may change the address the API sends the browser to at the provider.
 */
export async function throughProvider(
  browser: Browser,
  start: string,
  account: ProviderAccount,
  edit?: (authorize: URL) => void,
): Promise<string> {
  let url = start
  const callback = `${new URL(start).origin}/api/login/callback`
  for (let hops = 0; hops < 12; hops++) {
    if (url.startsWith(callback)) return url
    const res = await browser.get(url)
    if (res.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      const form = new URLSearchParams({ email: account.email, givenName: 'Taras', action: 'sign-in' })
      if (account.verified !== false) form.set('emailVerified', 'true')
      if (account.cancel) form.set('action', 'cancel')
      const posted = await browser.get(url, {
        method: 'POST',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      url = new URL(posted.headers.get('location')!, url).href
      continue
    }
    expect([302, 303], `${url} answered ${res.status}`).toContain(res.status)
    const next = new URL(res.headers.get('location')!, url)
    if (url === start) edit?.(next)
    url = next.href
  }
  throw new Error('the sign-in never came back')
}
