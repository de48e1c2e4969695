import type { CountryCode, Question } from '../../../../openapi/types.ts'
import { localProgressEntry, sessionNumbers, type PracticeSummary } from '#domain/exam/tally.ts'
import { generateQuestions, isQuestion, saveSession, sendChat } from '../../../utils/practice-client.ts'
import { practiceStorage } from '../../../utils/practice-storage.ts'

// The calls the SAT, Matura and Canada flows share: generation per section, the server session (or the
// visitor's local progress) and the tutor chat. Failures are logged with console.warn and never stop practice.

/**
 * The spec asks for 4 questions per section, but the contract allows counts 1, 2, 3, 5 or 10 only (a 4 is a
 * 400). We ask for the smallest allowed count above it and keep the first 4.
 */
export const GENERATION_REQUEST_COUNT = 5

/** Generation once per section, one after the other; a failed section is logged and skipped. */
export async function generateBySection(
  sections: readonly string[],
  request: { examType: string; difficulty: string },
  perSection: number,
  onSection?: (section: string) => void,
): Promise<Question[]> {
  const out: Question[] = []
  for (const section of sections) {
    onSection?.(section)
    const res = await generateQuestions({
      examType: request.examType,
      section,
      difficulty: request.difficulty,
      count: GENERATION_REQUEST_COUNT,
    })
    if (!res.ok) {
      console.warn(`Question generation failed for "${section}"; the section is skipped.`, res.error)
      continue
    }
    out.push(...res.questions.filter(isQuestion).slice(0, perSection))
  }
  return out
}

/** Signed in: a server session, created not completed. Resolves to its id, or null (visitor, or it failed). */
export function startSession(
  signedIn: boolean,
  info: { examType: string; countryCode: CountryCode; province: string | null; subjects: readonly string[] },
): Promise<string | null> {
  if (!signedIn) return Promise.resolve(null)
  return saveSession({
    intent: 'start',
    examType: info.examType,
    countryCode: info.countryCode,
    province: info.province,
    subjects: info.subjects.slice(0, 3),
  }).then((res) => {
    if (res.ok) return res.sessionId
    console.warn('The practice session could not be started; practice continues without saving.', res.error)
    return null
  })
}

/** The finished test: the server session is completed with the final numbers, otherwise it goes to userProgress. */
export async function recordFinishedTest(input: {
  session: Promise<string | null>
  summary: PracticeSummary
  totalTimeSeconds: number
  testType: string
  province: string | null
}) {
  const sessionId = await input.session
  if (sessionId) {
    const res = await saveSession({
      intent: 'finish',
      sessionId,
      ...sessionNumbers(input.summary, input.totalTimeSeconds),
    })
    if (!res.ok) console.warn("Progress won't be saved to database", res.error)
    return
  }
  try {
    practiceStorage.appendLocalProgress(localProgressEntry(input.summary, input.testType, input.province, new Date()))
  } catch (error) {
    console.warn('Progress could not be kept in this browser.', error)
  }
}

/** The SAT and Matura tutor chat: the question and the student's question; on failure nothing is appended. */
export async function askTutor(
  question: Pick<Question, 'questionText' | 'options' | 'section'>,
  message: string,
): Promise<string | null> {
  const text = [
    `Question (${question.section}): ${question.questionText}`,
    `Options: ${question.options.join(' | ')}`,
    `Student's question: ${message.slice(0, 2000)}`,
  ].join('\n')
  const res = await sendChat({ kind: 'tutor', message: text.slice(0, 4000) })
  if (res.ok) return res.reply
  console.warn('The AI tutor did not answer.', res.error)
  return null
}
