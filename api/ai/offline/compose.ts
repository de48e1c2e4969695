import type { TutorInput } from '../types.ts'
import { replyLanguage } from './language.ts'
import { normaliseMath, stripMarkup } from './maths/notation.ts'
import { formulaRuns, solveMaths } from './maths/solve.ts'
import { conceptReply, relevantHits } from './reply/concept.ts'
import { followUpReply, METHODS } from './reply/follow-up.ts'
import { planReply, progressFor, weakestReply } from './reply/plans.ts'
import { questionFromContext, questionReply, revealsAnswer } from './reply/question.ts'
import { addSolution, mathsPractice, Reply, type OfflineReply, type TutorResources } from './reply/reply.ts'
import { say, tutorTexts } from './texts.ts'

/** The chat's message limit (the API's 4,000 characters): a pasted question's task may be in its last line. */
const MESSAGE_LIMIT = 4000

export { practiceHref, type OfflineReply, type ReplyKind, type TutorResources } from './reply/reply.ts'
export { revealsAnswer } from './reply/question.ts'

/**
 * The offline tutor: reads what the student asks (a maths problem, a follow-up on the last one, a method, a
 * concept, a study plan, the question the chat was opened from) and answers in the student's language from
 * checked maths, the study notes and the question bank. Never guesses: what it cannot solve and check, or finds
 * no relevant notes for, it declines, offering practice instead. The kinds of reply live in reply/.
 */

const INJECTION =
  /ignore\s+(?:all\s+|the\s+|your\s+|any\s+)*(?:previous|prior|above|earlier)|disregard\s+(?:all\s+|the\s+|your\s+)*(?:previous|prior|instructions|rules)|system\s+prompt|reveal\s+(?:your\s+)?(?:instructions|prompt|rules)|you\s+are\s+now\b|jailbreak|developer\s+mode|act\s+as\s+(?:an?\s+)?(?:unrestricted|dan)|ігноруй|проігноруй|забудь\s+(?:усі\s+|всі\s+)?(?:попередні\s+)?(?:інструкц|правила)|системн\S*\s+(?:промпт|підказк|інструкц)|zignoruj|ignoruj|zapomnij\s+(?:o\s+)?(?:wszystki\S*\s+)?(?:poprzedni\S*\s+)?(?:instrukcj|zasad)|prompt\S*\s+systemow|systemow\S*\s+prompt|od\s+teraz\s+jesteś/i
const OFF_TOPIC =
  /weather|joke|football|soccer|movie|film|song|music|recipe|cook|pizza|girlfriend|boyfriend|crypto|bitcoin|stock|video game|fortnite|minecraft|tiktok|instagram|horoscope|погод|анекдот|жарт|футбол|фільм|пісн|музик|рецепт|гороскоп|криптовалют|pogod|żart|zart|kawał|kawal|piłk|pilk|przepis|muzyk|piosenk|horoskop|kryptowalut/i
const GREETING =
  /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|привіт|вітаю|добр\S* (?:день|ранок|вечір)|cześć|czesc|dzień dobry|dzien dobry|hej|siema|witaj)\b/i
const THANKS = /^(?:thanks|thank you|thx|дякую|спасибі|dzięki|dzieki|dziękuję|dziekuje)(?!\p{L})/iu
const PLAN =
  /(?:study|revision|learning|prep\w*)\s+plan|plan\s+(?:for|of|to)|make\s+(?:me\s+)?a\s+plan|\bschedule\b|план\S*|розклад|plan\S*\s+nauki|ułóż|uloz|harmonogram|zaplanuj/i
/** "Where should I focus?": a plan from the results, like "make me a study plan". */
const FOCUS =
  /where (?:should|do|can|must) i (?:focus|start|begin)|what (?:should|do|must) i (?:focus on|study|work on|practi[cs]e|revise)|(?:should|do) i focus on|зосередит|сконцентрув|над чим (?:мені )?(?:працювати|попрацювати)|з чого (?:мені )?почати|що (?:мені )?(?:вчити|повторити|підтягнути)|skupi[ćc]|skoncentrowa|nad czym (?:mam |powinienem |powinnam )?(?:pracowa|popracowa)|od czego (?:mam )?zacz|czego (?:mam )?si[ęe] uczy/i
const WEAKEST = /weak|слабк|слабш|słab|slab|najsłabsz|najslabsz/i
const METHOD_ASK =
  /how (?:do|to|can|should)|what is|what's|what are|explain|method|formula|rule|як\s|що таке|що є|поясн|формул|правил|метод|спосіб|jak\s|czym jest|co to|wyjaśnij|wyjasnij|wzór|wzor|zasad|metod|sposób|sposob/i

export function composeReply(input: TutorInput, resources: TutorResources): OfflineReply {
  const message = stripMarkup(input.message).slice(0, MESSAGE_LIMIT)
  const language = replyLanguage(message, input.language, input.languageExplicit)
  const r = new Reply(language, tutorTexts(language), resources)
  const search = resources.search
  const t = r.t

  if (INJECTION.test(message)) {
    r.add(t.general.injection)
    return r.done('injection', true)
  }

  const question = input.question ?? questionFromContext(input.context)
  const maths = solveMaths(message, language, t)

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
      return questionReply(r, question, message)
  }

  if (maths?.status === 'solved') {
    addSolution(r, maths)
    if (maths.choice !== undefined)
      r.add(
        maths.choice
          ? say(t, 'maths', 'choiceMatches', { option: maths.choice })
          : say(t, 'maths', 'choiceNone', { answer: maths.answer }),
      )
    r.add(t.general.followUp)
    // A problem solved and checked is what "solve" means; the intent classifier (reply routing) may refine it.
    const solved = { ...r.done(maths.choice ? 'choice' : 'maths', false, maths), intent: 'solve' as const }
    return maths.choice ? { ...solved, choice: maths.choice } : solved
  }

  const followUp = followUpReply(r, input.history, message)
  if (followUp) return followUp

  if (maths?.status === 'unsolved') {
    r.add(t.maths.cannotSolve)
    mathsPractice(r, message)
    return r.done('maths-declined', true)
  }

  if (WEAKEST.test(message) && !PLAN.test(message)) return weakestReply(r, progressFor(r, input), message)
  if (PLAN.test(message) || FOCUS.test(message)) return planReply(r, progressFor(r, input))

  const method = METHOD_ASK.test(message) ? METHODS.find(([, re]) => re.test(message))?.[0] : undefined
  if (method) {
    r.add(`${t.methods.intro}\n${t.methods[method]}`)
    const note = search
      .search(message, { language, kind: 'note', limit: 3 })
      .find((h) => h.doc.language === language)?.doc
    if (note) {
      r.quoteNote(note, true)
      r.practiceFor(message, note, (d) => d.examType !== note.examType || d.section !== note.section)
    } else mathsPractice(r, message)
    return r.done('method', false)
  }

  if (THANKS.test(message) && message.length < 60) {
    r.add(t.general.thanks)
    return r.done('greeting', false)
  }
  if (GREETING.test(message) && message.length < 40) {
    r.add(t.general.greeting)
    return r.done('greeting', false)
  }
  if (OFF_TOPIC.test(message)) {
    r.add(t.general.offTopic)
    return r.done('off-topic', true)
  }

  const hits = relevantHits(search.search(message, { language, limit: 12 }), language)
  if (!hits.length) {
    r.add(t.general.noMatch)
    r.practice([])
    return r.done('no-match', true)
  }
  conceptReply(r, hits, message)
  return r.done('concept', false)
}
