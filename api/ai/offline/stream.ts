import { setImmediate as nextTurn } from 'node:timers/promises'
import { composeTutorReply } from './compose.ts'
import { tutorSearch } from './search.ts'

/**
 * A finished reply as a stream: the text in small pieces (a few words each, line breaks kept), each on its own
 * turn of the event loop so the server flushes it. Aborting the signal stops the stream.
 */
export async function* streamText(make: () => string, signal?: AbortSignal): AsyncGenerator<string> {
  signal?.throwIfAborted()
  const text = make()
  const pieces = text.match(/(?:\S+\s*){1,6}|\s+/g) ?? [text]
  for (const piece of pieces) {
    signal?.throwIfAborted()
    yield piece
    await nextTurn()
  }
}

const WARM_UP = [
  'Solve 3x + 5 = 17',
  'x^2 - 5x + 6 = 0',
  'x^3 - 6x^2 + 11x - 6 = 0',
  '2x + 3y = 12 and x - y = 1',
  'derivative of sin(x) * x^2 + e^(2x) + ln(x)',
  'expand (x + 3)(x - 2)',
  'simplify 2x + 3x - 4',
  'what is sqrt(144) + 5^2 - 3/4',
  'solve 3 - 2x > 7',
  'що таке метафора',
]

let warming: Promise<void> | undefined

/**
 * Builds the search index and runs each maths path once, so the first student's reply is fast. Done in small
 * steps, each on its own turn of the event loop, so requests arriving meanwhile are not held up for long.
 */
export function warmUpTutor(): Promise<void> {
  warming ??= (async () => {
    tutorSearch()
    for (const message of WARM_UP) {
      await nextTurn()
      composeTutorReply({ message, history: [], language: 'en' })
    }
  })()
  return warming
}
