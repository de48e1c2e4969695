import type { Language } from '../../../../openapi/types.ts'
import type { MathResult } from '../maths/solve.ts'
import { lastProblem, type Asked } from '../reply/earlier.ts'
import { classifyIntent, type Intent } from './classifier.ts'

/**
 * The intent the tutor acts on: the classifier's best that the conversation allows (a follow-up needs something
 * earlier to follow up: "why?" as a first message is not one), with the maths engine's structural signal — the
 * message holds a problem it recognises — outweighing a reading as small talk or a concept question.
 */

const NEEDS_EARLIER = new Set<Intent>(['similar', 'check-answer', 'explain-step', 'translate', 'recall'])
const NEEDS_PROBLEM = new Set<Intent>(['check-answer'])
const YIELDS_TO_MATHS = new Set<Intent>(['explain', 'off-topic', 'greeting'])

export function readIntent(
  message: string,
  language: Language,
  maths: MathResult | undefined,
  asked: Asked[],
  hasHistory: boolean,
): Intent {
  const { ranked } = classifyIntent(message, language)
  const problem = lastProblem(asked)
  const possible = (intent: Intent) =>
    (!NEEDS_EARLIER.has(intent) || (hasHistory && asked.length > 0)) && (!NEEDS_PROBLEM.has(intent) || !!problem)
  const intent = ranked.find((r) => possible(r.intent))?.intent ?? 'explain'
  if (maths && YIELDS_TO_MATHS.has(intent)) return 'solve'
  return intent
}
