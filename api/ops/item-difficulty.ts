// Difficulty from data: each bank item's share of right answers (p) and its discrimination (point-biserial
// correlation between getting the item right and the student's share right on every other item), from the
// answer history of all users. An item whose p contradicts its label, or whose stronger students do no better
// than weaker ones, is flagged for a second reader.
import type { Difficulty, Question } from '../../openapi/types.ts'
import type { AnswerOutcome } from '../store/types.ts'

/** p at or above EASY_FROM reads as Easy, below HARD_BELOW as Hard, between as Medium. */
export const EASY_FROM = 0.7
export const HARD_BELOW = 0.4
/** Discrimination below this: stronger students do no better than weaker ones (a key or distractor to check). */
export const WEAK_DISCRIMINATION = 0.1

export interface ItemStatistics {
  id: string
  label: Difficulty
  answers: number
  shareCorrect: number
  discrimination: number | null
  fromData: Difficulty
  flags: string[]
}

export function labelFromShare(p: number): Difficulty {
  return p >= EASY_FROM ? 'Easy' : p < HARD_BELOW ? 'Hard' : 'Medium'
}

function pointBiserial(pairs: { correct: boolean; rest: number }[]): number | null {
  const n = pairs.length
  const right = pairs.filter((x) => x.correct)
  if (n < 3 || right.length === 0 || right.length === n) return null
  const mean = pairs.reduce((s, x) => s + x.rest, 0) / n
  const sd = Math.sqrt(pairs.reduce((s, x) => s + (x.rest - mean) ** 2, 0) / n)
  if (sd === 0) return null
  const meanRight = right.reduce((s, x) => s + x.rest, 0) / right.length
  const p = right.length / n
  return ((meanRight - mean) / sd) * Math.sqrt(p / (1 - p))
}

const round = (x: number) => Math.round(x * 1000) / 1000

/** Statistics of every bank item answered at least `minAnswers` times, flagged ones first. */
export function itemStatistics(
  bank: Pick<Question, 'id' | 'difficulty'>[],
  outcomes: AnswerOutcome[],
  minAnswers = 30,
): ItemStatistics[] {
  const labels = new Map(bank.map((q) => [q.id, q.difficulty]))
  const answered = outcomes.filter((o) => labels.has(o.questionId))
  const perUser = new Map<string, { right: number; total: number }>()
  for (const o of answered) {
    const u = perUser.get(o.userId) ?? { right: 0, total: 0 }
    u.total++
    if (o.correct) u.right++
    perUser.set(o.userId, u)
  }
  const perItem = new Map<string, { correct: boolean; rest: number }[]>()
  for (const o of answered) {
    const u = perUser.get(o.userId)!
    if (u.total < 2) continue
    const rest = (u.right - (o.correct ? 1 : 0)) / (u.total - 1)
    perItem.set(o.questionId, [...(perItem.get(o.questionId) ?? []), { correct: o.correct, rest }])
  }
  const stats: ItemStatistics[] = []
  for (const [id, pairs] of perItem) {
    if (pairs.length < minAnswers) continue
    const shareCorrect = pairs.filter((x) => x.correct).length / pairs.length
    const discrimination = pointBiserial(pairs)
    const label = labels.get(id)!
    const fromData = labelFromShare(shareCorrect)
    const flags: string[] = []
    if (fromData !== label) flags.push(`labelled ${label}, answers say ${fromData}`)
    if (discrimination !== null && discrimination < WEAK_DISCRIMINATION)
      flags.push(`weak discrimination ${round(discrimination)}`)
    stats.push({
      id,
      label,
      answers: pairs.length,
      shareCorrect: round(shareCorrect),
      discrimination: discrimination === null ? null : round(discrimination),
      fromData,
      flags,
    })
  }
  return stats.sort((a, b) => b.flags.length - a.flags.length || a.id.localeCompare(b.id))
}
