import { fill, type ServerTexts } from '../../locales/server-texts.ts'

/**
 * The offline tutor: no model, but a real answer built from what it is given. It recognises what the student
 * asks for (a question's answer, a study plan, memory techniques, results) and answers from the context.
 * Pure (the texts are passed in), so the mocks give the same replies in node and in the browser.
 */
export function tutorReplyFrom(texts: ServerTexts, message: string, context: string | undefined): string {
  const t = texts.tutor
  const text = `${message}\n${context ?? ''}`
  const lower = message.toLowerCase()
  const parts: string[] = []

  const question = pick(context, /(?:question|запитання|завдання|pytanie|zadanie)\s*:\s*(.+)/i)
  const answer = pick(context, /(?:correct answer|правильна відповідь|poprawna odpowiedź)\s*:\s*(.+)/i)
  const explanation = pick(context, /(?:explanation|пояснення|wyjaśnienie)\s*:\s*(.+)/i)
  const weak = pick(
    text,
    /(?:weak(?:est)? areas?|weakAreas|слабк\S* (?:теми|сторони)|słab\S* (?:obszary|strony))\s*:\s*(.+)/i,
  )

  if (question) {
    parts.push(`${t.aboutQuestion}\n“${question}”`)
    if (answer) parts.push(fill(t.correctAnswer, { answer }))
    if (explanation) parts.push(fill(t.explanation, { explanation }))
    parts.push(t.steps)
  } else if (/plan|strateg|prepar|study|підготов|план|стратег|przygot|nauk/.test(lower)) {
    parts.push(t.strategy)
  } else if (/memor|remember|запам|pamię|zapamięt/.test(lower)) {
    parts.push(t.memory)
  } else if (weak) {
    parts.push(fill(t.results, { weak }))
    parts.push(t.strategy)
  } else if (context?.trim()) {
    parts.push(`${t.aboutQuestion}\n“${context.trim().slice(0, 400)}”`)
    parts.push(t.steps)
  } else {
    parts.push(t.generic)
  }
  parts.push(t.followUp)
  return parts.join('\n\n')
}

export function coachReplyFrom(texts: ServerTexts, message: string): string {
  const t = texts.coach
  const question = pick(message, /(?:question|запитання|pytanie)\s*:\s*(.+)/i)
  return [t.intro, question ? `“${question}”` : undefined, texts.tutor.steps, t.hint].filter(Boolean).join('\n\n')
}

function pick(source: string | undefined, pattern: RegExp): string | undefined {
  const match = source?.match(pattern)
  return match?.[1]?.trim().slice(0, 600) || undefined
}
