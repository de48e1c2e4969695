import { composeReply } from './compose.ts'
import type { TutorResourcesSource } from './resources.ts'

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
  // A concept question in each language: the per-language tables of the search, the topic model and the words of
  // asking are built here, not on a student's first question.
  'що таке метафора',
  'what is photosynthesis',
  'co to jest mitoza',
]

/**
 * Builds the search index and runs each maths path once, so the first student's reply is fast. Done in small
 * steps, each on its own turn of the event loop, so requests arriving meanwhile are not held up for long: the index a
 * few documents at a time (built in one piece it held a fresh server's first sign-ins for seconds, decision 163).
 */
export function warmUpTutor(resources: TutorResourcesSource): Promise<void> {
  return (async () => {
    await (resources.inSteps?.() ?? resources())
    for (const message of WARM_UP) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0))
      composeReply({ message, history: [], language: 'en' }, resources())
    }
  })()
}
