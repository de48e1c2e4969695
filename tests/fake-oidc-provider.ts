// A real OpenID Connect provider for tests (oidc-provider, on a real socket). Its sign-in page is a form: the email,
// the first name and whether the provider says the email is verified, with "Sign in" and "Cancel" (which declines,
// as a student can at Google or Microsoft). Each email is one provider account (its own `sub`).
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import Provider from 'oidc-provider'

export interface FakeOidcProvider {
  /** The issuer URL to give as OIDC_<ID>_ISSUER. */
  issuer: string
  clientId: string
  clientSecret: string
  /** The provider account's subject for an email (what the app stores). */
  subjectOf(email: string): string
  close(): Promise<void>
}

interface Account {
  email: string
  emailVerified: boolean
  givenName: string
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const signInPage = (uid: string) => `<!doctype html><html lang="en"><head><title>Test ID</title></head><body>
<h1>Test ID: sign in</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input name="email" type="email" data-testid="idp-email" required></label>
<label>First name <input name="givenName" data-testid="idp-first-name" value="Taras"></label>
<label><input type="checkbox" name="emailVerified" value="true" data-testid="idp-verified" checked> Email verified</label>
<button type="submit" name="action" value="sign-in" data-testid="idp-sign-in">Sign in</button>
<button type="submit" name="action" value="cancel" data-testid="idp-cancel" formnovalidate>Cancel</button>
</form></body></html>`

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) body += chunk
  return new URLSearchParams(body)
}

/** `redirectUris`: the app's /api/login/callback address(es). */
export async function startOidcProvider(redirectUris: string[], port = 0): Promise<FakeOidcProvider> {
  const accounts = new Map<string, Account>()
  const subjectOf = (email: string) =>
    `sub-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`
  const sockets = new Set<Socket>()
  const server = http.createServer()
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'examready-test'
  const clientSecret = 'examready-test-secret-0123456789'
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name'] },
    cookies: { keys: ['fake-oidc-provider-cookie-key'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
        }),
      }
    },
  })
  const callback = provider.callback()

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res)
    if (details.prompt.name === 'consent') {
      // A first-party client: the scopes asked for are granted without a page.
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId })
      grant.addOIDCScope('openid email profile')
      return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } })
    }
    if (req.method === 'GET') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      return res.end(signInPage(details.uid))
    }
    const form = await readForm(req)
    if (form.get('action') === 'cancel')
      return provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The user declined to sign in.',
      })
    const email = form.get('email') ?? ''
    const sub = subjectOf(email)
    accounts.set(sub, {
      email,
      emailVerified: form.get('emailVerified') === 'true',
      givenName: form.get('givenName') || 'Taras',
    })
    return provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false })
  }

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/'))
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500
        res.end(String(error))
      })
    else void callback(req, res)
  })
  return {
    issuer,
    clientId,
    clientSecret,
    subjectOf,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
