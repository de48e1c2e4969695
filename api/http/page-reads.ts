// One page request's identical reads of the API, answered once. The root loader and a route's loader both ask who is
// signed in (GET /api/auth/user), and pages repeat other reads too; with the API in this process (api/http/in-process.ts)
// each read is a whole pass through the API's middleware. Within one page request such reads are shared: same path,
// query and cookie. Any write in that request (an action's POST) forgets what was read, so the loaders that run after
// it read afresh. The scope is the page request's id and ends when its response does.

/** A read's answer as the in-process dispatcher gives it; each caller builds its own Response from it. */
export interface ReadAnswer {
  statusCode: number
  statusMessage: string
  headers: Record<string, string | string[] | number | undefined>
  rawPayload: Buffer
}

export class PageReads {
  readonly #pages = new Map<string, Map<string, Promise<ReadAnswer>>>()

  /** Opens the scope of a page request; the returned function closes it (call it when the response ends). */
  open(pageId: string): () => void {
    const reads = new Map<string, Promise<ReadAnswer>>()
    this.#pages.set(pageId, reads)
    return () => {
      if (this.#pages.get(pageId) === reads) this.#pages.delete(pageId)
    }
  }

  /**
   * The answer to a GET of `pathAndQuery` with `cookie` in page request `pageId`: the one already asked for in that
   * request, else `read()`'s (kept for the rest of the request unless it throws). Outside an open page: `read()`.
   */
  read(
    pageId: string | null,
    pathAndQuery: string,
    cookie: string,
    read: () => Promise<ReadAnswer>,
  ): Promise<ReadAnswer> {
    const reads = pageId === null ? undefined : this.#pages.get(pageId)
    if (!reads) return read()
    const key = `${pathAndQuery}\n${cookie}`
    let answer = reads.get(key)
    if (!answer) {
      answer = read()
      reads.set(key, answer)
      answer.catch(() => reads.delete(key))
    }
    return answer
  }

  /** A write in page request `pageId`: its later reads go to the API again. */
  forget(pageId: string | null): void {
    if (pageId !== null) this.#pages.get(pageId)?.clear()
  }

  /** Open page requests (for tests: every scope is closed once its response ends). */
  get size(): number {
    return this.#pages.size
  }
}
