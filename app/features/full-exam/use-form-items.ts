import { useEffect, useMemo, useState } from 'react'
import { formIds, formOfPack } from './form-of-bank.ts'
import type { Form, FullExamId } from '#domain/exam/full-length/index.ts'
import type { Question } from '#openapi/types.ts'

export interface FormItemsData {
  exam: FullExamId
  formNumber: number
  form: Form
  /** The items the page came with: the first part's, or every item (an offline copy, a kept pack). */
  items: Question[]
  /** Where the rest of the form's items are read; null when the page came with all of them. */
  restOf: string | null
}

/**
 * The form's items by id (decision 151): the page's own, and once `wanted` (the sitting has begun) the rest, read
 * from `restOf` — or, when that fails (offline), assembled from a kept exam pack as the page server does. `complete`
 * says every item the form names is there; `failed` that this page data's rest could not be had. The rest is read
 * again for new page data (a retry runs the page's loaders: a bank changed since gives a new outline), and items
 * read before stay meanwhile, so a revalidation never takes the screen on show away.
 */
export function useFormItems(data: FormItemsData, wanted: boolean) {
  const [tried, setTried] = useState<FormItemsData | null>(null)
  const [loaded, setLoaded] = useState<Question[]>([])
  useEffect(() => {
    if (!wanted || !data.restOf || tried === data) return
    let live = true
    readRest(data.restOf, data).then(
      (items) => live && (setLoaded(items), setTried(data)),
      () => live && setTried(data),
    )
    return () => void (live = false)
  }, [wanted, data, tried])

  const items = useMemo(() => new Map([...loaded, ...data.items].map((q) => [q.id, q])), [data.items, loaded])
  const complete = useMemo(() => formIds(data.form).every((id) => items.has(id)), [data.form, items])
  return { items, complete, failed: !complete && tried === data }
}

/** The rest from the page server, else (offline, a server that cannot answer) the form from a kept exam pack. */
export async function readRest(href: string, data: FormItemsData): Promise<Question[]> {
  try {
    const response = await fetch(href, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`The exam's questions answered ${response.status}`)
    return (await response.json()) as Question[]
  } catch (error) {
    const { findPackWith } = await import('~/features/offline/pack-store.ts')
    const pack = await findPackWith(data.exam).catch(() => undefined)
    const assembled = pack && formOfPack(data.exam, data.formNumber, pack.questions)
    if (!assembled) throw error
    return assembled.items
  }
}
