import { browserDb } from '~/utils/browser-store/connection.ts'
import type { ExamPackData, KeptPack } from '~/utils/browser-store/kept-types.ts'
import type { FullExamId } from '#domain/exam/full-length/index.ts'
import type { ExamTypeName } from '#openapi/types.ts'

/** The exam packs kept in this browser (decision 074), in the browser's one database (decision 147). */

export const packId = (exams: readonly string[]) => [...exams].sort().join('+')

export async function readPack(id: string): Promise<KeptPack | undefined> {
  return (await browserDb()).get('packs', id)
}

/** Every kept pack (the offline tutor searches their notes). */
export async function readPacks(): Promise<KeptPack[]> {
  return (await browserDb()).getAll('packs')
}

/** The kept pack that holds an exam (a page's pack may hold several: `matura-basic+matura-extended`). */
export async function findPackWith(exam: FullExamId): Promise<KeptPack | undefined> {
  return (await (await browserDb()).getAll('packs')).find((pack) => pack.exams.includes(exam))
}

/** The kept pack that holds an exam type's questions (the generic page's section links name an exam type). */
export async function findPackOf(examType: ExamTypeName): Promise<KeptPack | undefined> {
  return (await (await browserDb()).getAll('packs')).find((pack) => pack.examTypes.includes(examType))
}

export async function removePack(id: string): Promise<void> {
  await (await browserDb()).delete('packs', id)
}

/** The pack's size and question count, as the server measures it, without downloading it. */
export async function packSize(exams: readonly string[]): Promise<{ bytes: number; questions: number }> {
  const response = await fetch(packUrl(exams, true), { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`pack size: ${response.status}`)
  return (await response.json()) as { bytes: number; questions: number }
}

/** Downloads the pack and keeps it in IndexedDB (replacing an older copy). */
export async function keepPack(exams: readonly string[]): Promise<KeptPack> {
  const response = await fetch(packUrl(exams, false), { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`pack download: ${response.status}`)
  const text = await response.text()
  const data = JSON.parse(text) as ExamPackData
  const pack: KeptPack = { ...data, id: packId(exams), bytes: new Blob([text]).size, keptAt: Date.now() }
  await (await browserDb()).put('packs', pack)
  return pack
}

function packUrl(exams: readonly string[], sizeOnly: boolean) {
  const query = new URLSearchParams(exams.map((exam) => ['exam', exam]))
  if (sizeOnly) query.set('size', '')
  return `/resources/offline-pack?${query}`
}
