import type { Language } from '../../../../openapi/types.ts'
import { splitOptions } from '../maths/choice.ts'
import type { MathResult } from '../maths/solve.ts'
import type { Asked } from '../reply/earlier.ts'
import { stepAsked } from '../reply/follow-up.ts'
import { readPlanRequest } from '../reply/plan-request.ts'
import { isSureOf, isTopical, pointsAtOneTopic, topicModel } from '../topics/model.ts'
import { classifyIntent, type Intent } from './classifier.ts'

/**
 * The intent the tutor acts on: the classifier's best that the conversation allows ("what was the first one?" as a
 * first message is not about the conversation; "why?" still is, and is told there is nothing earlier), with the maths engine's structural signal — the
 * message holds a problem it solves — outweighing a reading as small talk or a concept question.
 */

/** Follow-ups that need an earlier turn: without one, the next likeliest intent is taken. */
const NEEDS_EARLIER = new Set<Intent>(['translate', 'recall'])
const UNSURE = 0.2
const YIELDS_TO_MATHS = new Set<Intent>(['explain', 'off-topic', 'greeting'])
/**
 * Readings the topic model overrules when the message is clearly about a subject ("myelin sheath why does it make
 * signals faster" is no request for a similar problem; "progesteron do czego służy" no request for what next): the classifier knows
 * the words of asking, not those of every subject.
 */
const YIELDS_TO_TOPIC = new Set<Intent>(['off-topic', 'greeting', 'what-next', 'weakest'])
const FOLLOW_UPS = new Set<Intent>(['similar', 'check-answer', 'explain-step'])
/**
 * A plan reading with neither a deadline nor a time a day in it gives way to a clearly topical message ("inwersja
 * po hardly i no sooner": the classifier knows "po", "i", "no" from plan phrasings). A plan request's own words are
 * words of asking: none of the tuning part's plan requests reads as topical (decision 128). An exam named is no
 * plan ("a summary of the ukrainian revolution for the nmt history test", decision 146).
 */
function planSaysNothing(message: string, language: Language): boolean {
  const request = readPlanRequest(message, language, [])
  return request.days === undefined && request.minutesPerDay === undefined
}
/** "weak at quadratics" reads as a weakest-topic question; with a deadline in it ("SAT in 10 days") it asks for a plan. */
const YIELDS_TO_DEADLINE = new Set<Intent>(['weakest', 'what-next'])

/**
 * A live exam said beside a task ("я зараз на НМТ, розв'яжи 3x + 5 = 20", "siedzę na egzaminie, ile to jest 20%
 * z 350?"): the task's words pull the whole message towards "solve", so the student's own clauses (those with no
 * number or formula) are read on their own too. Two witnesses: one clause reads as a live exam with confidence, and
 * the whole message (its options aside) still has it among its likely readings ("this was on my exam yesterday, solve …" has not).
 */
const SURE_CLAUSE = 0.7
function saysLiveExam(message: string, language: Language): boolean {
  // The options of a pasted question are the task's words too: the witness reads the message without them.
  const { ranked } = classifyIntent(splitOptions(message)?.stem ?? message, language)
  if ((ranked.find((r) => r.intent === 'live-exam')?.score ?? 0) < UNSURE) return false
  return message
    .split(/[\n,:;.?!]+/)
    .filter((clause) => /\p{L}/u.test(clause) && !/[\d=]/.test(clause))
    .some((clause) => {
      const best = classifyIntent(clause, language).ranked[0]
      return best?.intent === 'live-exam' && best.score >= SURE_CLAUSE
    })
}

export function readIntent(
  message: string,
  language: Language,
  maths: MathResult | undefined,
  asked: Asked[],
  hasHistory: boolean,
): Intent {
  const { ranked } = classifyIntent(message, language)
  const possible = (intent: Intent) => !NEEDS_EARLIER.has(intent) || (hasHistory && asked.length > 0)
  const best = ranked.find((r) => possible(r.intent))
  // When nothing the conversation allows is likely, the search decides (explain: a note, or the closest topics).
  const intent = best && best.score >= UNSURE ? best.intent : 'explain'
  if (maths && intent !== 'live-exam' && saysLiveExam(message, language)) return 'live-exam'
  if (maths?.status === 'solved' && YIELDS_TO_MATHS.has(intent)) return 'solve'
  // A follow-up on a problem with no problem earlier is a question of its own: a subject word pointing at one topic
  // is enough ("ok and how is meiosis different from that" after "what is mitosis", decision 146). Not when it names
  // a step ("explain step 2"): that is a follow-up, told there is nothing earlier.
  const followsNothing =
    FOLLOW_UPS.has(intent) &&
    !asked.some((a) => a.solved) &&
    !(intent === 'explain-step' && stepAsked(message) !== undefined)
  const reading = () => topicModel().read(message, language)
  if (
    maths?.status !== 'solved' &&
    // A "solve" reading in which the maths engine finds no problem of any kind gives way too ("two pipes fill a
    // tank together, why do I add rates", "кинули два кубики як порахувати ймовірність"): the classifier learns
    // "solve" from words such as "how to calculate", which concept questions use as well.
    (((YIELDS_TO_TOPIC.has(intent) ||
      (intent === 'plan' && planSaysNothing(message, language)) ||
      (intent === 'solve' && !maths)) &&
      (isTopical(reading()) || isSureOf(reading(), message, language))) ||
      (followsNothing && pointsAtOneTopic(reading())))
  )
    return 'explain'
  if (YIELDS_TO_DEADLINE.has(intent) && readPlanRequest(message, language, []).days !== undefined) return 'plan'
  // A solvable problem with no earlier one to check against is a problem to solve, not the student's answer.
  if (maths?.status === 'solved' && intent === 'check-answer' && !asked.some((a) => a.solved)) return 'solve'
  return intent
}
