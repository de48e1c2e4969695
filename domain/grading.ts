import type { Question } from '../openapi/types.ts'
import { checkAnswer } from './answers.ts'
import { examLanguage, isExamTypeName } from './exam/exams.ts'

/**
 * The server's grade of a recorded answer (issue 25): from the bank's key, never from the flag the browser sent.
 * A choice is right when the option given is the keyed option itself (its text, whatever letter it was shown under);
 * numeric answers by their accepted forms in the exam's language, matching by its pairs.
 */
export function gradedCorrect(question: Question, chosen: string | null, examType: string): boolean {
  if (chosen === null) return false
  const language = isExamTypeName(examType) ? examLanguage(examType) : 'en'
  return checkAnswer(question, chosen, language).correct
}

/** The answers with `correct` set by the key; an answer whose question is unknown keeps its flag (callers refuse those). */
export function gradeAnswers<
  T extends { questionId: string; chosen: string | null; correct: boolean; examType: string },
>(answers: readonly T[], questions: ReadonlyMap<string, Question>): T[] {
  return answers.map((a) => {
    const question = questions.get(a.questionId)
    if (!question) return a
    const correct = gradedCorrect(question, a.chosen, a.examType)
    return correct === a.correct ? a : { ...a, correct }
  })
}
