/**
 * What /review and /review/today load: the account's list from the API (or a load error); none (`items: null`)
 * when the student's progress store keeps it in this browser, where the route's clientLoader reads it.
 */
export interface PageData<T> {
  title: string
  items: T[] | null
  loadError: boolean
}

/** The server's data when it brought the list (or failed); else the list `read` takes from this browser. */
export async function withKeptItems<T>(
  data: PageData<T>,
  read: (signal: AbortSignal) => Promise<{ items: T[]; loadError: boolean } | null>,
  signal: AbortSignal,
): Promise<PageData<T>> {
  if (data.items !== null || data.loadError) return data
  return { ...data, ...((await read(signal)) ?? { items: [], loadError: false }) }
}
