import { idPattern, type AnswerHistoryItem, type AnswerRecord, type Question } from '../../openapi/types.ts'

/** The problems of a session update's answers: a question twice in the request or already in the session, unknown. */
export function answerProblems(
  answers: AnswerRecord[],
  answeredInSession: Set<string>,
  known: (answer: AnswerRecord) => boolean,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const inRequest = new Set<string>()
  answers.forEach((a, i) => {
    const path = `/body/answers/${i}/questionId`
    if (answeredInSession.has(a.questionId)) problems.push({ path, message: 'is already answered in this session' })
    else if (inRequest.has(a.questionId)) problems.push({ path, message: 'is answered twice in this request' })
    else if (!known(a)) problems.push({ path, message: 'is not a question the server knows' })
    inRequest.add(a.questionId)
  })
  return problems
}

/** An opaque page cursor: the last answer's time and id. */
export function encodeCursor(cursor: { answeredAt: string; id: string }): string {
  return btoa(`${cursor.answeredAt}|${cursor.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function decodeCursor(text: string): { answeredAt: string; id: string } | null {
  try {
    const [answeredAt, id, ...rest] = atob(text.replace(/-/g, '+').replace(/_/g, '/')).split('|')
    if (rest.length || !id || !idPattern.test(id) || Number.isNaN(Date.parse(answeredAt))) return null
    return { answeredAt: new Date(answeredAt).toISOString(), id }
  } catch {
    return null
  }
}

/** A stored answer joined with its question, as the history lists it. */
export function historyItem(
  a: AnswerRecord & { id: string; sessionId: string | null; answeredAt: string },
  question: Question | undefined,
): AnswerHistoryItem {
  return {
    id: a.id,
    sessionId: a.sessionId,
    questionId: a.questionId,
    examType: a.examType,
    section: a.section,
    topic: a.topic,
    difficulty: a.difficulty,
    chosen: a.chosen,
    correct: a.correct,
    seconds: a.seconds,
    answeredAt: a.answeredAt,
    ...(a.shuffleSeed === undefined ? {} : { shuffleSeed: a.shuffleSeed }),
    question: question ?? null,
  }
}
