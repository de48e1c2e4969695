import type { Question } from '../../../openapi/types.ts'
import type { QuestionStore } from '../../store/types.ts'
import type { GenerationInput } from '../types.ts'
import { generateFromTemplates, hasTemplates } from './templates.ts'

/**
 * Offline generation. Mathematics and numeracy sections get genuinely new items from parameterised templates;
 * other sections get bank items this requester has not been given yet (then the least recently given ones),
 * returned as they are, with source "bank".
 */
export async function offlineGenerate(input: GenerationInput, questions: QuestionStore, random: () => number = Math.random): Promise<Question[]> {
  if (hasTemplates(input.examType.name, input.section)) {
    return generateFromTemplates(input, random)
  }
  const filter = {
    examType: input.examType.name,
    section: input.section,
    level: input.level,
    topic: input.topic,
  }
  const all = (await questions.list(filter, { limit: 10_000, offset: 0 })).filter((q) => q.source === 'bank')
  const preferred = all.filter((q) => q.difficulty === input.difficulty)
  const pool = preferred.length >= input.count ? preferred : [...preferred, ...all.filter((q) => q.difficulty !== input.difficulty)]
  const seen = await questions.seenIds(input.requester)
  const unseen = pool.filter((q) => !seen.has(q.id))
  let chosen = shuffle(unseen, random).slice(0, input.count)
  if (chosen.length < input.count) {
    // Everything was handed out already: start the round again rather than return nothing.
    const again = shuffle(pool.filter((q) => !chosen.includes(q)), random).slice(0, input.count - chosen.length)
    chosen = [...chosen, ...again]
    await questions.markSeen(input.requester, [])
  }
  await questions.markSeen(input.requester, chosen.map((q) => q.id))
  return chosen
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}
