import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { api, cookieHeaderFrom, forwardCookies } from '~/utils/api.server.ts'
import { LoginSchema, RegisterSchema } from '~/utils/auth-schemas.ts'
import { getUser } from '~/utils/auth.server.ts'
import { readForm } from '~/utils/form-data.server.ts'
import {
  importVisitorReview,
  migrateVisitorProgress,
  parseVisitorProgress,
  parseVisitorReview,
} from '~/utils/visitor-progress.server.ts'
import { setWelcome } from '~/utils/welcome.server.ts'
import { checkPasswordStrength } from '#domain/password-strength.ts'
import { safeReturnPath as safeRedirect } from '#domain/return-path.ts'
import { signInErrorValues } from '#openapi/types.ts'

function statusError(status: number): string {
  if (status === 401) return 'errors.invalidCredentials'
  if (status === 409) return 'errors.emailTaken'
  if (status === 429) return 'errors.tooMany'
  return 'errors.unexpected'
}

/**
 * The sign-in and registration pages: a signed-in visitor goes on to the return path; others get the title, the
 * identity providers to offer (none when the list cannot be read: the password form still works) and why the last
 * provider sign-in came back here.
 */
export async function authPageLoader(request: Request, mode: 'login' | 'register') {
  const url = new URL(request.url)
  if (await getUser(request)) throw redirect(safeRedirect(url.searchParams.get('redirectTo')))
  const t = await remixI18n.getFixedT(request, 'auth')
  const listed = await api(request)
    .GET('/api/auth/providers')
    .catch(() => null)
  const error = url.searchParams.get('error')
  return {
    title: t(`${mode}.meta`),
    providers: listed?.data ?? [],
    providerError: signInErrorValues.find((known) => known === error) ?? null,
  }
}

/**
 * Whether the session the API just started comes back: a sign-in whose cookie is not honoured (cookies blocked,
 * or the mocks' unauthenticated scenario) would otherwise land on the home page still showing "Login", unexplained.
 * Only a 401 says "not kept"; an outage in this check does not stop the sign-in.
 */
async function sessionKept(request: Request, response: Response): Promise<boolean> {
  const check = await api(request, { cookie: cookieHeaderFrom(request, response) })
    .GET('/api/auth/user')
    .catch(() => null)
  return check?.response.status !== 401
}

/** A form handler as a route action: its reply with its status. */
const routeAction =
  <R>(handle: (request: Request) => Promise<{ result: R; status: number }>) =>
  async ({ request }: ActionFunctionArgs) => {
    const { result, status } = await handle(request)
    return data(result, { status })
  }

export async function loginAction(request: Request) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success')
    return { result: submission.reply({ hideFields: ['password'] }), status: 400 as const }
  const { email, password, redirectTo } = submission.value
  const { data, response } = await api(request).POST('/api/auth/login', { body: { email, password } })
  if (!data)
    return {
      result: submission.reply({ formErrors: [statusError(response.status)], hideFields: ['password'] }),
      // 429 stays 429: too many attempts from this client, whatever the page shows.
      status: response.status === 401 ? (401 as const) : response.status === 429 ? (429 as const) : (400 as const),
    }
  if (!(await sessionKept(request, response)))
    return {
      result: submission.reply({ formErrors: ['errors.sessionNotKept'], hideFields: ['password'] }),
      status: 200 as const,
    }
  throw redirect(safeRedirect(redirectTo), { headers: forwardCookies(response) })
}

export async function registerAction(request: Request) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: RegisterSchema })
  if (submission.status !== 'success')
    return { result: submission.reply({ hideFields: ['password'] }), status: 400 as const }
  const { email, password, firstName, redirectTo } = submission.value
  // The same rule as the API's (which has the last word), with the reason in the student's language.
  const strength = checkPasswordStrength(password, { email, firstName })
  if (!strength.ok)
    return {
      result: submission.reply({
        fieldErrors: { password: [`errors.passwordWeak.${strength.reason}`] },
        hideFields: ['password'],
      }),
      // Answered like the form's own checks (a message to act on, not a failed request in the console).
      status: 200 as const,
    }
  const { data, response } = await api(request).POST('/api/auth/register', { body: { email, password, firstName } })
  if (!data) {
    const key = statusError(response.status)
    const fieldErrors = response.status === 409 ? { email: [key] } : undefined
    return {
      result: submission.reply({ formErrors: fieldErrors ? [] : [key], fieldErrors, hideFields: ['password'] }),
      status: response.status === 409 ? (409 as const) : (400 as const),
    }
  }
  // Nothing is imported then: the browser keeps its results for the next sign-in.
  if (!(await sessionKept(request, response)))
    return {
      result: submission.reply({ formErrors: ['errors.accountSessionNotKept'], hideFields: ['password'] }),
      status: 200 as const,
    }
  // The visitor's browser results come along into the new account, and the home screen says welcome (not back).
  const client = api(request, { cookie: cookieHeaderFrom(request, response) })
  const progress = await migrateVisitorProgress(client, data.id, parseVisitorProgress(formData.get('visitorProgress')))
  // The answer history and review cards come along too (one call; the browser keeps its copy either way).
  const review = await importVisitorReview(
    client,
    parseVisitorReview(formData.get('visitorAnswers'), formData.get('visitorCards')),
  )
  // What an outage kept from moving goes through the save queue from the next page (decision 088).
  const pending = progress.failed > 0 || !review.ok
  const headers = forwardCookies(response)
  headers.append('Set-Cookie', await setWelcome({ migrated: progress.migrated, ...(pending ? { pending } : {}) }))
  throw redirect(safeRedirect(redirectTo), { headers })
}

export const loginRouteAction = routeAction(loginAction)
export const registerRouteAction = routeAction(registerAction)
