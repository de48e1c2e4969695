import type { TutorInput } from '../types.ts'
import { withoutCourseCodes } from './course-codes.ts'
import type { Intent } from './intents/classifier.ts'
import { readIntent } from './intents/read-intent.ts'
import { detectWrittenLanguage, replyLanguage } from './language.ts'
import { normaliseMath, stripMarkup } from './maths/notation.ts'
import { formulaRuns, readTask, type MathResult } from './maths/solve.ts'
import { chooseNote } from './reply/choose-note.ts'
import { closestTopics, conceptReply, explanationReply, relevantHits } from './reply/concept.ts'
import { checkReply, similarReply } from './reply/conversation.ts'
import { askedSoFar, lastProblem, type Asked } from './reply/earlier.ts'
import { explainStepReply, methodExampleReply, METHODS } from './reply/follow-up.ts'
import { readPlanRequest } from './reply/plan-request.ts'
import { planReply, progressFor, weakestReply } from './reply/plans.ts'
import { questionFromContext, questionReply, revealsAnswer } from './reply/question.ts'
import { addSolution, mathsPractice, Reply, type OfflineReply, type TutorResources } from './reply/reply.ts'
import { languageAskedFor, recallReply, translateReply, whatNextReply } from './reply/revisit.ts'
import type { Task } from './task.ts'
import { say, tutorTexts } from './texts.ts'

export { practiceHref, type OfflineReply, type TutorResources } from './reply/reply.ts'
export { revealsAnswer } from './reply/question.ts'

/**
 * The offline tutor: the intent classifier (intents/) reads what the student wants — a maths problem, a follow-up
 * on an earlier one, a concept, a study plan, the question the chat was opened from — and the tutor answers in
 * the student's language from checked maths, the study notes and the question bank. Never guesses: what it cannot
 * solve and check, or finds no relevant notes for, it declines, offering practice or the closest topics instead.
 * The kinds of reply live in reply/.
 */

const INJECTION =
  /ignore\s+(?:all\s+|the\s+|your\s+|any\s+)*(?:previous|prior|above|earlier)|disregard\s+(?:all\s+|the\s+|your\s+)*(?:previous|prior|instructions|rules)|system\s+prompt|reveal\s+(?:your\s+)?(?:instructions|prompt|rules)|you\s+are\s+now\b|jailbreak|developer\s+mode|act\s+as\s+(?:an?\s+)?(?:unrestricted|dan)|ігноруй|проігноруй|забудь\s+(?:усі\s+|всі\s+)?(?:попередні\s+)?(?:інструкц|правила)|системн\S*\s+(?:промпт|підказк|інструкц)|zignoruj|ignoruj|zapomnij\s+(?:o\s+)?(?:wszystki\S*\s+)?(?:poprzedni\S*\s+)?(?:instrukcj|zasad)|prompt\S*\s+systemow|systemow\S*\s+prompt|od\s+teraz\s+jesteś/i
// Only the wording of a greeting: thanks get "you're welcome", not "hi" (the classifier says it is a greeting).
const THANKS = /^(?:thanks|thank you|thx|ty|дякую|дяк|спасибі|dzięki|dzieki|dziękuję|dziekuje)(?!\p{L})/iu
/** The longest message read in full (the API's limit): a pasted question's task may be its last line. */
const MESSAGE_LIMIT = 4000

/** `readAs`: the intent to act on, when it is already known (the earlier question answered again in another language). */
export function composeReply(input: TutorInput, resources: TutorResources, readAs?: Intent): OfflineReply {
  // Course names' numbers ("social 30-1") are names, not sums (course-codes.ts).
  const pasted = withoutCourseCodes(stripMarkup(input.message).slice(0, MESSAGE_LIMIT))
  const question = input.question ?? questionFromContext(input.context)
  // A question pasted from a practice item may quote any language; the student's own words are judged.
  if (!question && detectWrittenLanguage(pasted) === 'unsupported') {
    const r = new Reply(input.language, tutorTexts(input.language), resources)
    r.add(r.t.conversation.unsupportedLanguage)
    return r.done('unsupported-language', true)
  }
  const language = replyLanguage(pasted, input.language, input.languageExplicit)
  const r = new Reply(language, tutorTexts(language), resources)
  r.exam = question?.examType ?? input.progress?.examType
  const t = r.t

  if (INJECTION.test(pasted)) {
    r.add(t.general.injection)
    return r.done('injection', true)
  }

  // A long paste is read by its task (task.ts): instructions and a passage are context, not what is asked.
  const task = readTask(pasted, language, t)
  const { text: message, maths } = task
  const asked = input.history.length ? askedSoFar(r, input.history) : []
  const read = readAs ?? readIntent(message, language, maths, asked, input.history.length > 0)
  // A pasted question with no maths in its task (a reading or a history question) is explained, not declined.
  const intent = task.pasted && read === 'solve' && !maths ? 'explain' : read
  const withIntent = (reply: OfflineReply): OfflineReply => ({ ...reply, intent })

  // A chat opened from a practice question is practice, not a live exam: its own rules (no key before an answer).
  if (intent === 'live-exam' && !question) {
    r.add(t.conversation.liveExam)
    return withIntent(r.done('live-exam', true))
  }

  if (question) {
    // Before an answer, not even a problem typed out from the question may be solved to its key.
    const key = (question.correctAnswer ?? '').replace(/^[A-D]\)\s*/, '').trim()
    const givesAway = (text: string) => !question.answered && key !== '' && revealsAnswer(text, key)
    // Nor a formula copied from the question: solved as typed, it could answer the question itself (or, read
    // differently, mislead).
    const squash = (text: string) => normaliseMath(text).replace(/\s+/g, '').toLowerCase()
    const inQuestion = squash(question.questionText)
    const copied =
      !question.answered &&
      formulaRuns(normaliseMath(message).toLowerCase()).some(
        (run) => run.length >= 3 && inQuestion.includes(squash(run)),
      )
    if (maths?.status !== 'solved' || copied || givesAway(`${maths.answer}\n${maths.steps.join('\n')}`))
      return withIntent(questionReply(r, question, message))
  }
  return withIntent(answerIntent(r, intent, input, task, asked))
}

function answerIntent(r: Reply, intent: Intent, input: TutorInput, task: Task, asked: Asked[]): OfflineReply {
  const t = r.t
  const { text: message, maths } = task
  const problem = lastProblem(asked)
  switch (intent) {
    case 'similar':
      if (problem) return similarReply(r, problem, maths?.status === 'solved')
      return methodExampleReply(r, input.history) ?? nothingEarlier(r)
    case 'check-answer':
      if (problem) return checkReply(r, message, problem)
      return maths?.status === 'solved' ? answerIntent(r, 'solve', input, task, asked) : nothingEarlier(r)
    case 'explain-step':
      return explainStepReply(r, input.history, message) ?? nothingEarlier(r)
    case 'translate': {
      const target = languageAskedFor(message, r.language) ?? r.language
      const again = new Reply(target, tutorTexts(target), r.resources)
      const earlier = [...asked].reverse().find((a) => a.standalone)
      return translateReply(again, earlier, input, (i, readAs) => composeReply(i, r.resources, readAs))
    }
    case 'recall':
      return recallReply(r, message, asked)
    case 'plan': {
      const [own, en] = [r.resources.names(r.language), r.resources.names('en')]
      const request = readPlanRequest(message, r.language, [own.topics, en.topics], [own.subjects, en.subjects])
      return planReply(r, progressFor(r, input), request)
    }
    case 'what-next':
      return whatNextReply(r, progressFor(r, input))
    case 'weakest':
      return weakestReply(r, progressFor(r, input), message)
    case 'greeting':
      if (message.length > 40 || hasNote(r, message)) return explainReply(r, message, false)
      r.add(THANKS.test(message.trim()) ? t.general.thanks : t.general.greeting)
      return r.done('greeting', false)
    case 'solve':
      if (maths?.status === 'solved') return solvedReply(r, maths)
      r.add(t.maths.cannotSolve)
      mathsPractice(r, message)
      return r.done('maths-declined', true)
    case 'off-topic':
    case 'explain':
    case 'live-exam':
      return explainReply(r, message, intent === 'off-topic', intent === 'explain', task.context)
  }
}

/** A problem solved and checked; for a pasted multiple-choice question, the option that matches. */
function solvedReply(r: Reply, maths: Extract<MathResult, { status: 'solved' }>): OfflineReply {
  const t = r.t
  addSolution(r, maths)
  if (maths.choice) r.add(say(t, 'maths', 'choiceMatches', { option: maths.choice }))
  r.add(t.general.followUp)
  const solved = r.done(maths.choice ? 'choice' : 'maths', false, maths)
  return maths.choice ? { ...solved, choice: maths.choice } : solved
}

/** A study note that clearly matches: "twierdzenie Pitagorasa" is a topic, however short. */
function hasNote(r: Reply, message: string): boolean {
  return chooseNote(r, message) !== undefined
}

function nothingEarlier(r: Reply): OfflineReply {
  r.add(r.t.conversation.nothingEarlier)
  return r.done('no-match', true)
}

/** A concept or a method from the notes and the bank; a weak match says so and names the closest topics. */
function explainReply(
  r: Reply,
  message: string,
  offTopic: boolean,
  asked = false,
  context: string[] = [],
): OfflineReply {
  // A pasted task that names no note itself is read in its context: its sentences, then the passage before it.
  let choice = chooseNote(r, message, asked)
  for (const part of context) choice ??= chooseNote(r, part, asked)
  // The classifier's "off-topic" gives way only to a study note that clearly matches.
  if (offTopic && !choice) {
    r.add(r.t.general.offTopic)
    return r.done('off-topic', true)
  }
  const method = choice ? undefined : METHODS.find(([, re]) => re.test(message))?.[0]
  if (method) {
    r.add(`${r.t.methods.intro}\n${r.t.methods[method]}`)
    mathsPractice(r, message)
    return r.done('method', false)
  }
  if (choice) conceptReply(r, choice, message)
  else if (
    !explanationReply(
      r,
      relevantHits(r.search.search(message, { language: r.language, limit: 12 }), r.language),
      message,
    )
  )
    return closestTopics(r, message)
  return r.done('concept', false)
}
