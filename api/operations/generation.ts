import { levelOf } from '../../domain/exam/registry.ts'
import type { Difficulty, ExamType, GenerateQuestionsRequest, MaturaLevel } from '../../openapi/types.ts'
import { HttpProblem } from './problem.ts'

export interface ResolvedGeneration {
  examType: ExamType
  section: string
  difficulty: Difficulty
  level?: MaturaLevel
  topic?: string
  count: number
}

/**
 * What a generation request means, for the server and the mocks alike: the exam and section must exist
 * together; Matura may send its level as the difficulty (Basic → Medium, Extended → Hard items of that level);
 * levels are for Matura only.
 */
export function resolveGeneration(body: GenerateQuestionsRequest, examTypes: ExamType[]): ResolvedGeneration {
  const invalid = (path: string, message: string) =>
    new HttpProblem(400, 'The request has 1 invalid field.', [{ path, message }])
  const examType = examTypes.find((e) => e.name === body.examType)
  if (!examType) throw invalid('/body/examType', 'unknown exam type')
  if (!examType.sections.includes(body.section))
    throw invalid('/body/section', `must be one of: ${examType.sections.join(', ')}`)
  // Only Matura's exam types are at a level (the registry's).
  const examLevel = levelOf(examType.name)
  const isMatura = examLevel !== undefined
  const levelFromDifficulty =
    body.difficulty === 'Basic' || body.difficulty === 'Extended' ? (body.difficulty as MaturaLevel) : undefined
  if (levelFromDifficulty && !isMatura) throw invalid('/body/difficulty', 'Basic and Extended are Matura levels')
  if (body.level && !isMatura) throw invalid('/body/level', 'only Matura has levels')
  const level = isMatura ? (body.level ?? levelFromDifficulty ?? examLevel) : undefined
  const difficulty: Difficulty = levelFromDifficulty
    ? levelFromDifficulty === 'Extended'
      ? 'Hard'
      : 'Medium'
    : (body.difficulty as Difficulty)
  return { examType, section: body.section, difficulty, level, topic: body.topic, count: body.count }
}
