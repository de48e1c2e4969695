import type { TutorAnalysis } from '~/utils/tutor-intro.ts'
import { examTypeNameValues, type ExamTypeName, type TutorProgressContext } from '#openapi/types.ts'

/**
 * A visitor's results (the analysis the tutor page shows) as the progress the tutor may plan from: each subject
 * of the breakdown with its accuracy, weakest first. The API ignores it for a signed-in student, whose account
 * progress it reads itself.
 */
export function progressFromAnalysis(analysis: TutorAnalysis): TutorProgressContext | undefined {
  const rows: { name: string; pct: number; total?: number | null }[] = analysis.breakdown.length
    ? analysis.breakdown
    : [...analysis.weak, ...analysis.strong]
  if (!rows.length) return undefined
  const examType = (examTypeNameValues as readonly string[]).includes(analysis.exam ?? '')
    ? (analysis.exam as ExamTypeName)
    : undefined
  return {
    examType,
    scorePercentage: analysis.score?.kind === 'percent' ? Math.min(100, Math.max(0, analysis.score.value)) : undefined,
    weakAreas: rows
      .map((row) => ({
        examType,
        section: row.name.slice(0, 200),
        accuracy: Math.min(100, Math.max(0, row.pct)),
        answered: typeof row.total === 'number' ? Math.min(100_000, Math.max(0, Math.round(row.total))) : undefined,
      }))
      .sort((a, b) => a.accuracy - b.accuracy)
      .slice(0, 20),
  }
}
