// The checks `npm run bank:review` runs on a generated item before an operator may accept it into the shared bank.
import { parseNumeric } from '../../domain/answers.ts'
import { examLanguage } from '../../domain/exam/exams.ts'
import { keyIsLongest, questionProblems } from '../../domain/question-rules.ts'
import { optionText, questionType } from '../../domain/questions.ts'
import type { Question } from '../../openapi/types.ts'
import { close } from '../ai/offline/maths/expr.ts'
import { solveMaths } from '../ai/offline/maths/solve.ts'
import { tutorTexts } from '../ai/offline/texts.ts'
import type { QuestionStore } from '../store/types.ts'

/**
 * `agrees`/`disagrees`: the offline maths engine solved the stem and its value is / is not the key's;
 * `not-read`: the stem is not one it solves, or the key is not a number — a person has to check it.
 */
export type MathsCheck =
  { status: 'agrees' | 'disagrees'; solved: number[]; key: number } | { status: 'not-read'; reason: string }

export interface ItemReview {
  id: string
  /** Rules the bank's items meet (questionProblems, near-duplicates of the shared bank included): any blocks. */
  problems: string[]
  /** Worth a look, never blocking. */
  warnings: string[]
  maths: MathsCheck
}

/** The key's number: a numeric item's answer, or the one number a choice key holds ("B) 7.5", "x = -3"). */
function keyValue(q: Question): number | undefined {
  const raw = optionText(q.correctAnswer)
  const language = examLanguage(q.examType)
  const whole = parseNumeric(raw, language)
  if (whole.ok) return Number(whole.value.num) / Number(whole.value.den)
  const numbers = raw.match(/-?\d+(?:[.,]\d+)?(?:\/\d+)?/g) ?? []
  if (numbers.length !== 1) return undefined
  const one = parseNumeric(numbers[0], language)
  return one.ok ? Number(one.value.num) / Number(one.value.den) : undefined
}

/** Re-solves the stem with the offline maths engine and compares it with the key. */
export function checkMaths(q: Question): MathsCheck {
  const type = questionType(q)
  // A set item's key (pairs, places, picks, marks) is not one number to compare with.
  if (type !== 'choice' && type !== 'numeric') return { status: 'not-read', reason: `${type} item` }
  const key = keyValue(q)
  if (key === undefined) return { status: 'not-read', reason: 'the key is not a number' }
  const language = examLanguage(q.examType)
  const result = solveMaths(q.questionText, language, tutorTexts(language))
  if (result?.status !== 'solved') return { status: 'not-read', reason: 'not a problem the offline engine solves' }
  const agrees = result.values.some((v) => close(v, key, 1e-6 * Math.max(1, Math.abs(key))))
  return { status: agrees ? 'agrees' : 'disagrees', solved: result.values, key }
}

/**
 * Every check on one generated item against the shared bank (the written bank and the items already accepted):
 * the bank's rules in the exam's language, near-duplicates, the maths re-solved where the engine can.
 */
export function reviewItem(q: Question, shared: readonly Question[]): ItemReview {
  const against = shared.filter((b) => b.examType === q.examType && b.section === q.section && b.id !== q.id)
  const problems = questionProblems(q, { language: examLanguage(q.examType), against })
  const maths = checkMaths(q)
  if (maths.status === 'disagrees')
    problems.push(`the offline maths engine gets ${maths.solved.join(', ')}, the key says ${maths.key}`)
  const warnings: string[] = []
  if (questionType(q) === 'choice' && keyIsLongest(q)) warnings.push('the key is the single longest option')
  if (!q.explanation?.trim()) warnings.push('no explanation')
  return { id: q.id, problems, warnings, maths }
}

/** Everything shared that an item must not repeat: the written bank and the items accepted so far, of its section. */
const sharedOf = (questions: QuestionStore, q: Question) =>
  questions.list({ examType: q.examType, section: q.section, type: 'any' }, { limit: 100_000, offset: 0 })

export type PendingReview = ItemReview & { question: Question; requester: string | null }

/** A page of the queue (oldest first), each item with its checks. */
export async function pendingReviews(
  questions: QuestionStore,
  page: { limit: number; offset: number },
): Promise<PendingReview[]> {
  const out: PendingReview[] = []
  for (const { question, requester } of await questions.pendingGenerated(page))
    out.push({ ...reviewItem(question, await sharedOf(questions, question)), question, requester })
  return out
}

/** Accepts the items that are waiting and pass every check; the others are refused with the reason. */
export async function acceptReviewed(
  questions: QuestionStore,
  ids: string[],
): Promise<{ accepted: string[]; refused: { id: string; reason: string }[] }> {
  const waiting = new Map<string, Question>()
  for (let offset = 0; ; offset += 1000) {
    const rows = await questions.pendingGenerated({ limit: 1000, offset })
    for (const r of rows) waiting.set(r.question.id, r.question)
    if (rows.length < 1000) break
  }
  const refused: { id: string; reason: string }[] = []
  const ready: string[] = []
  for (const id of new Set(ids)) {
    const q = waiting.get(id)
    const problems = q ? reviewItem(q, await sharedOf(questions, q)).problems : []
    if (!q) refused.push({ id, reason: 'not a generated question waiting for review' })
    else if (problems.length) refused.push({ id, reason: problems.join('; ') })
    else ready.push(id)
  }
  return { accepted: await questions.acceptGenerated(ready), refused }
}
