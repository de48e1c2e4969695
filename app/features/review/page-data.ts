/**
 * What /review and /review/today load: the account's list from the API when signed in (or a load error);
 * for visitors the server has nothing, and the route's clientLoader reads this browser's list.
 */
export type PageData<T> =
  | { title: string; signedIn: false; items: T[] | null; loadError: boolean }
  | { title: string; signedIn: true; items: T[]; loadError: false }
  | { title: string; signedIn: true; items: null; loadError: true }

/** The server's data as it is for a signed-in student; a visitor's with the list `load` reads from this browser. */
export async function withVisitorItems<T>(
  data: PageData<T>,
  load: (signal: AbortSignal) => Promise<{ items: T[]; loadError: boolean }>,
  signal: AbortSignal,
): Promise<PageData<T>> {
  if (data.signedIn) return data
  return { ...data, ...(await load(signal)) }
}
