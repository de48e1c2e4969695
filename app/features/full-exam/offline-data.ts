import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { clientTranslator } from '~/i18n/translator.client.ts'
import { formNumberOf, formOfPack } from './form-of-bank.ts'
import type { FullExamPageData } from './route.server.ts'
import { isFullExamId } from '#domain/exam/full-length/index.ts'
import type { Question } from '#openapi/types.ts'

/**
 * The full-length page's data from a kept exam pack (decision 100): the same form the server assembles, from the
 * same bank, by the same domain code. No attempt saved on the server comes with it: the save queue's kept state
 * (if any) is the newest this browser has. Whose attempt it is, the progress store decides (store-kind.ts).
 */
export function fullExamFromBank(
  url: URL,
  examParam: string | undefined,
  bank: readonly Question[],
  t: (key: string, options?: Record<string, unknown>) => string,
): FullExamPageData | null {
  if (!examParam || !isFullExamId(examParam)) return null
  const exam = examParam
  const formNumber = formNumberOf(url)
  const assembled = formOfPack(exam, formNumber, bank)
  if (!assembled) return null
  return {
    title: t('meta.title', { exam: t(`exams.${exam}`) }),
    exam,
    formNumber,
    ...assembled,
    restOf: null,
    saved: null,
    offlineShell: false,
  }
}

/**
 * The route's client loader: the server's data when the server answers; when it cannot (offline, or the bank is
 * down), the form from a kept pack, else the server's error.
 */
export async function fullExamClientData({
  request,
  params,
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<FullExamPageData> {
  try {
    const data = await serverLoader<FullExamPageData>()
    return data.offlineShell ? { ...data, offlineShell: false } : data
  } catch (error) {
    const { findPackWith } = await import('~/features/offline/pack-store.ts')
    const exam = params.exam
    const pack = exam && isFullExamId(exam) ? await findPackWith(exam).catch(() => undefined) : undefined
    const t = clientTranslator().getFixedT(null, 'fullExam')
    const data = pack && fullExamFromBank(new URL(request.url), exam, pack.questions, t)
    if (!data) throw error
    return data
  }
}
