import { canadaHomeTier, isAdvanced } from '#domain/exam/scoring.ts'
import type { ExamType } from '#openapi/types.ts'

/**
 * What a weakness row offers for the chosen exam: Practice (or Advanced above 75%) for one of that exam's own
 * subjects, linking to /practice with this exam and subject; for a subject of another exam, no practice link
 * (pairing them lands on "This practice link does not work"), only the way to choose a test.
 */
export function weaknessAction(
  exam: Pick<ExamType, 'name' | 'sections'> | undefined,
  skill: string,
  accuracy: number,
): { kind: 'practice' | 'advanced'; href: string } | { kind: 'choose'; href: '/select-country' } {
  if (!exam || !exam.sections.includes(skill)) return { kind: 'choose', href: '/select-country' }
  return {
    kind: isAdvanced(accuracy) ? 'advanced' : 'practice',
    href: `/practice?exam=${encodeURIComponent(exam.name)}&section=${encodeURIComponent(skill)}`,
  }
}

/** The home screen's grade tier (spec: 90 A+, 85 A, 80 A-, 75 B+, 70 B, below that needs improvement). */
export function homeTier(accuracy: number): { grade: string } | { grade: null } {
  const tier = canadaHomeTier(accuracy)
  return { grade: tier === 'Needs Improvement' ? null : tier }
}
