import type { Question } from '../openapi/types.ts'
import { checkAnswer, type GradedItem } from './answers.ts'
import { examLanguage, isExamTypeName } from './exam/exams.ts'
import type { ItemScore } from './item-types.ts'

/**
 * The server's grade of a recorded answer (issue 25): from the bank's key, never from the flag the browser sent.
 * A choice is right when the option given is the keyed option itself (its text, whatever letter it was shown under);
 * numeric answers by their accepted forms in the exam's language, matching by its pairs.
 */
export function gradedCorrect(question: GradedItem, chosen: string | null, examType: string): boolean {
  return answerScore(question, chosen, examType).correct
}

/** Points of a recorded answer out of the item's (partial points where the exam gives them, decision 084). */
export function answerScore(question: GradedItem, chosen: string | null, examType: string): ItemScore {
  const language = isExamTypeName(examType) ? examLanguage(examType) : 'en'
  if (chosen === null) return { ...checkAnswer(question, '', language), points: 0, correct: false }
  return checkAnswer(question, chosen, language)
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
