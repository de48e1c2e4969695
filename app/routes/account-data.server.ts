import { redirect } from '@remix-run/node'
import { z } from 'zod'
import type { DeleteAccountReply } from '~/features/account/data-delete-dialog.tsx'
import type { AppLanguage } from '~/i18n/config.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { localizePath } from '~/i18n/language-path.ts'
import { api, forwardCookies } from '~/utils/api.server.ts'
import { readForm } from '~/utils/form-data.server.ts'
import { signInErrorValues } from '#openapi/types.ts'

// The account page's data part (issue 27, decision 070): the profile it needs, the download, and the deletion.

async function toSignIn(request: Request): Promise<never> {
  const lng = (await remixI18n.getLocale(request)) as AppLanguage
  throw redirect(localizePath(`/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`, lng))
}

/**
 * The page's title and the signed-in student's profile (whether a password signs in: what the deletion asks for);
 * visitors sign in first. An account without a password confirms a deletion by signing in again at its provider:
 * the providers to offer, and how the last confirmation came back (`?confirmed=delete` or `?confirmError=`).
 */
export async function accountPageData(request: Request) {
  const url = new URL(request.url)
  const [{ data, response }, t] = await Promise.all([
    api(request).GET('/api/account/profile'),
    remixI18n.getFixedT(request, 'accountData'),
  ])
  if (response.status === 401) return toSignIn(request)
  if (!data) throw new Response('The account could not be read.', { status: 502 })
  const listed = data.hasPassword
    ? null
    : await api(request)
        .GET('/api/auth/providers')
        .catch(() => null)
  const error = url.searchParams.get('confirmError')
  return {
    profile: data,
    title: t('meta.title'),
    deletion: {
      providers: listed?.data ?? [],
      confirmed: url.searchParams.get('confirmed') === 'delete',
      error: signInErrorValues.find((known) => known === error) ?? null,
      returnTo: url.pathname,
    },
  }
}

/** GET /api/account/export as a file to save (`examready-data-<date>.json`), never cached. */
export async function accountExportFile(request: Request): Promise<Response> {
  const { data, response } = await api(request).GET('/api/account/export')
  if (response.status === 401) return toSignIn(request)
  if (!data) throw new Response('The data could not be read.', { status: 502 })
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="examready-data-${data.exportedAt.slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}

const DeleteAccountSchema = z.object({ password: z.string().min(1).max(128).optional() })

/**
 * Deletes the account (with the password; an account without one, after signing in again at its provider); signed
 * out, the student goes home.
 */
export async function deleteAccountAction(request: Request): Promise<DeleteAccountReply> {
  const form = Object.fromEntries(await readForm(request))
  const parsed = DeleteAccountSchema.safeParse({ password: form.password || undefined })
  if (!parsed.success) return { error: 'wrongConfirmation' }
  const { response } = await api(request).POST('/api/account/delete', { body: parsed.data })
  if (response.status === 204) {
    const lng = (await remixI18n.getLocale(request)) as AppLanguage
    throw redirect(localizePath('/', lng), { headers: forwardCookies(response) })
  }
  if (response.status === 401) return toSignIn(request)
  if (response.status === 403) return { error: parsed.data.password ? 'wrongConfirmation' : 'confirmationNeeded' }
  return { error: response.status === 429 ? 'tooMany' : 'unexpected' }
}
