import { examLanguage } from '../../../domain/exam/exams.ts'
import { levelOf } from '../../../domain/exam/registry.ts'
import { questionProblems } from '../../../domain/question-rules.ts'
import type { Question } from '../../../openapi/types.ts'
import { indexedText, questionTextKey } from '../../store/generated.ts'
import type { QuestionStore } from '../../store/types.ts'
import type { GenerationInput } from '../types.ts'
import { generateFromTemplates, hasTemplates } from './templates.ts'

/**
 * Offline generation. Mathematics and numeracy sections get genuinely new items from parameterised templates;
 * other sections get bank items this requester has not been given yet (then the least recently given ones),
 * returned as they are, with source "bank".
 */
export async function offlineGenerate(
  input: GenerationInput,
  questions: QuestionStore,
  random: () => number = Math.random,
): Promise<Question[]> {
  if (hasTemplates(input.examType.name, input.section)) return newTemplateItems(input, questions, random)
  const filter = {
    examType: input.examType.name,
    section: input.section,
    level: input.level,
    topic: input.topic,
    // A generated item is a single-answer choice item (the contract's GenerateQuestions): no set items.
    type: 'choice',
  }
  const all = (await questions.list(filter, { limit: 10_000, offset: 0 })).filter(
    (q) => q.source === 'bank' && !q.stimulus,
  )
  const preferred = all.filter((q) => q.difficulty === input.difficulty)
  const pool =
    preferred.length >= input.count
      ? preferred
      : [...preferred, ...all.filter((q) => q.difficulty !== input.difficulty)]
  const seen = await questions.seenIds(input.requester)
  const unseen = pool.filter((q) => !seen.has(q.id))
  let chosen = shuffle(unseen, random).slice(0, input.count)
  if (chosen.length < input.count) {
    // Everything was handed out already: start the round again rather than return nothing.
    const again = shuffle(
      pool.filter((q) => !chosen.includes(q)),
      random,
    ).slice(0, input.count - chosen.length)
    chosen = [...chosen, ...again]
    await questions.markSeen(input.requester, [])
  }
  await questions.markSeen(
    input.requester,
    chosen.map((q) => q.id),
  )
  return chosen
}

/** Rounds of template items until `count` pass every rule. Small template families (Matura Extended) can need
 * many rounds once the store holds earlier generated items; the bound keeps it from looping forever. */
const TEMPLATE_ROUNDS = 40

/**
 * Template items that pass every rule the bank meets (questionProblems: options, key, explanation, language) and
 * are new: not an item the bank or any stored generated item already has (the store answers that from its index,
 * so nothing here reads every stored item), and not a near-duplicate or a repeated stem of the section's bank
 * items, this requester's own stored items (at most the per-requester cap) or each other.
 */
async function newTemplateItems(
  input: GenerationInput,
  questions: QuestionStore,
  random: () => number,
): Promise<Question[]> {
  const name = input.examType.name
  // Matura items carry their level; the route always gives one, a direct caller may not.
  const level = input.level ?? levelOf(name)
  // Bounded whatever the store holds: the written bank's section and this requester's own items.
  const existing = await questions.list(
    { examType: name, section: input.section, owner: input.requester },
    { limit: 100_000, offset: 0 },
  )
  // A template stem carries its numbers: the same stem is the same problem, whatever distractors it drew.
  const stems = new Set(existing.map((q) => questionTextKey(q.questionText)))
  const made: Question[] = []
  for (let round = 0; made.length < input.count && round < TEMPLATE_ROUNDS; round++) {
    const drafts = generateFromTemplates({ ...input, level, count: input.count - made.length }, random)
    const known = await questions.knownTexts(drafts.map(indexedText))
    for (const q of drafts) {
      if (made.length >= input.count) break
      if (known.has(indexedText(q)) || stems.has(questionTextKey(q.questionText))) continue
      if (questionProblems(q, { language: examLanguage(name), against: [...existing, ...made] }).length > 0) continue
      stems.add(questionTextKey(q.questionText))
      made.push(q)
    }
  }
  return made
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}
