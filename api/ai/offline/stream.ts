/** The next turn of the event loop (a macrotask), in node and in the browser alike. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * A finished reply as a stream: the text in small pieces (a few words each, line breaks kept), each on its own
 * turn of the event loop so the server flushes it. Aborting the signal stops the stream.
 */
export async function* streamText(make: () => string | Promise<string>, signal?: AbortSignal): AsyncGenerator<string> {
  signal?.throwIfAborted()
  const text = await make()
  signal?.throwIfAborted()
  const pieces = text.match(/(?:\S+\s*){1,6}|\s+/g) ?? [text]
  for (const piece of pieces) {
    signal?.throwIfAborted()
    yield piece
    await nextTurn()
  }
}
