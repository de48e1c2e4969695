import { redirect } from '@remix-run/node'
import { z } from 'zod'
import type { DeleteAccountReply } from '~/features/account/data-delete-dialog.tsx'
import type { AppLanguage } from '~/i18n/config.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { localizePath } from '~/i18n/language-path.ts'
import { api, forwardCookies } from '~/utils/api.server.ts'
import { readForm } from '~/utils/form-data.server.ts'

// The account page's data part (issue 27, decision 070): the profile it needs, the download, and the deletion.

async function toSignIn(request: Request): Promise<never> {
  const lng = (await remixI18n.getLocale(request)) as AppLanguage
  throw redirect(localizePath(`/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`, lng))
}

/**
 * The page's title and the signed-in student's profile (whether a password signs in: what the deletion asks for);
 * visitors sign in first.
 */
export async function accountPageData(request: Request) {
  const [{ data, response }, t] = await Promise.all([
    api(request).GET('/api/account/profile'),
    remixI18n.getFixedT(request, 'accountData'),
  ])
  if (response.status === 401) return toSignIn(request)
  if (!data) throw new Response('The account could not be read.', { status: 502 })
  return { profile: data, title: t('meta.title') }
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

const DeleteAccountSchema = z.object({
  password: z.string().min(1).max(128).optional(),
  email: z.string().min(1).max(254).optional(),
})

/** Deletes the account (the password, or the email for an account without one); signed out, the student goes home. */
export async function deleteAccountAction(request: Request): Promise<DeleteAccountReply> {
  const form = Object.fromEntries(await readForm(request))
  const parsed = DeleteAccountSchema.safeParse({ password: form.password || undefined, email: form.email || undefined })
  if (!parsed.success) return { error: 'wrongConfirmation' }
  const { response } = await api(request).POST('/api/account/delete', { body: parsed.data })
  if (response.status === 204) {
    const lng = (await remixI18n.getLocale(request)) as AppLanguage
    throw redirect(localizePath('/', lng), { headers: forwardCookies(response) })
  }
  if (response.status === 401) return toSignIn(request)
  if (response.status === 403) return { error: 'wrongConfirmation' }
  return { error: response.status === 429 ? 'tooMany' : 'unexpected' }
}
