import OpenAI from 'openai'
import type { ExamTypeName, Language, Question } from '../../openapi/types.ts'
import type { QuestionStore } from '../store/types.ts'
import { newId } from '../store/ids.ts'
import { AiUnavailableError, type AiEngine, type GenerationInput } from './types.ts'
import { hasTemplates } from './offline/templates.ts'
import { questionProblems } from '../domain/question-rules.ts'

export interface OpenAiOptions {
  apiKey: string
  baseURL?: string
  model: string
  timeoutMs: number
  maxRetries: number
  fetch?: typeof fetch
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', uk: 'Ukrainian', pl: 'Polish' }
export const EXAM_LANGUAGE: Record<ExamTypeName, Language> = {
  NMT: 'uk',
  SAT: 'en',
  MATURA_BASIC: 'pl',
  MATURA_EXTENDED: 'pl',
  ALBERTA_DIPLOMA: 'en',
  ONTARIO_OSSLT: 'en',
  BC_LITERACY: 'en',
}

const ITEM_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['topic', 'questionText', 'passage', 'options', 'correctAnswer', 'explanation'],
  properties: {
    topic: { type: 'string' },
    questionText: { type: 'string' },
    passage: { type: ['string', 'null'] },
    options: { type: 'array', items: { type: 'string' } },
    correctAnswer: { type: 'string' },
    explanation: { type: 'string' },
  },
} as const

type Draft = { topic: string; questionText: string; passage: string | null; options: string[]; correctAnswer: string; explanation: string }

/** The OpenAI adapter: chat for the tutor, structured output for generation, every item validated. */
export function createOpenAiEngine(options: OpenAiOptions, questions: QuestionStore): AiEngine {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    fetch: options.fetch,
  })

  async function complete(messages: OpenAI.Chat.ChatCompletionMessageParam[], json?: object): Promise<string> {
    try {
      const reply = await client.chat.completions.create({
        model: options.model,
        messages,
        ...(json ? { response_format: { type: 'json_schema', json_schema: { name: 'result', strict: true, schema: json as Record<string, unknown> } } } : {}),
      })
      return reply.choices[0]?.message?.content ?? ''
    } catch (error) {
      throw new AiUnavailableError(`AI provider failed: ${(error as Error).message}`, { cause: error })
    }
  }

  async function draft(input: GenerationInput, count: number, avoid: string[]): Promise<Draft[]> {
    const lang = EXAM_LANGUAGE[input.examType.name]
    const lettered = ['SAT', 'MATURA_BASIC', 'MATURA_EXTENDED'].includes(input.examType.name)
    const text = await complete(
      [
        {
          role: 'system',
          content: `You write original multiple-choice exam questions. Write in ${input.section === 'English Language' || input.section === 'Foreign Language' ? 'English' : LANGUAGE_NAMES[lang]}. Each item has exactly 4 distinct options${lettered ? ' prefixed "A) ", "B) ", "C) ", "D) "' : ''}; correctAnswer is exactly one of the options; the explanation says why it is right and why the tempting wrong options are wrong; topic is a snake_case English key; passage is null unless the item needs a text.`,
        },
        {
          role: 'user',
          content: `Exam: ${input.examType.displayName}. Section: ${input.section}. Difficulty: ${input.difficulty}.${input.level ? ` Level: ${input.level}.` : ''}${input.topic ? ` Topic: ${input.topic}.` : ''} Write ${count} question(s).${avoid.length ? ` Do not repeat these: ${avoid.slice(0, 20).join(' | ')}` : ''}`,
        },
      ],
      { type: 'object', additionalProperties: false, required: ['questions'], properties: { questions: { type: 'array', items: ITEM_SCHEMA } } },
    )
    try {
      const parsed = JSON.parse(text) as { questions?: unknown }
      return Array.isArray(parsed.questions) ? (parsed.questions as Draft[]) : []
    } catch {
      return []
    }
  }

  /** A second, independent solve: a wrong key is the most common AI failure in mathematics. */
  async function solveAgrees(q: Question): Promise<boolean> {
    const text = await complete(
      [
        { role: 'system', content: 'Solve the multiple-choice question. Answer with the exact text of the correct option only.' },
        { role: 'user', content: `${q.passage ? `${q.passage}\n\n` : ''}${q.questionText}\n\n${q.options.join('\n')}` },
      ],
      { type: 'object', additionalProperties: false, required: ['answer'], properties: { answer: { type: 'string' } } },
    )
    try {
      return (JSON.parse(text) as { answer?: string }).answer?.trim() === q.correctAnswer
    } catch {
      return false
    }
  }

  async function validItems(input: GenerationInput, drafts: Draft[], bank: Question[]): Promise<Question[]> {
    const out: Question[] = []
    for (const d of drafts) {
      const q: Question = {
        id: newId('gen'),
        examType: input.examType.name,
        countryCode: input.examType.countryCode,
        section: input.section,
        topic: typeof d.topic === 'string' && d.topic ? d.topic : input.topic ?? 'general',
        difficulty: input.difficulty,
        questionText: d.questionText,
        ...(d.passage ? { passage: d.passage } : {}),
        options: d.options,
        correctAnswer: d.correctAnswer,
        explanation: d.explanation,
        timeLimit: input.difficulty === 'Easy' ? 60 : input.difficulty === 'Medium' ? 90 : 150,
        ...(input.level ? { level: input.level } : {}),
        source: 'generated',
        createdAt: new Date().toISOString(),
      }
      if (questionProblems(q, { language: EXAM_LANGUAGE[q.examType], against: [...bank, ...out] }).length > 0) continue
      if (hasTemplates(q.examType, q.section) && !(await solveAgrees(q))) continue
      out.push(q)
    }
    return out
  }

  return {
    name: 'openai',
    async tutorReply({ message, context, history, language }) {
      const reply = await complete([
        { role: 'system', content: `You are a patient exam tutor for secondary-school students. Answer in ${LANGUAGE_NAMES[language]}. Be concise and concrete.${context ? `\nContext: ${context}` : ''}` },
        ...history.slice(-10).map((m) => ({ role: m.role, content: m.content }) as OpenAI.Chat.ChatCompletionMessageParam),
        { role: 'user', content: message },
      ])
      if (!reply.trim()) throw new AiUnavailableError('AI provider returned an empty reply')
      return reply
    },
    async coachReply({ message, context, language }) {
      const reply = await complete([
        { role: 'system', content: `${context ?? 'You coach students preparing for exams.'} Answer in ${LANGUAGE_NAMES[language]}; guide, do not just give the answer.` },
        { role: 'user', content: message },
      ])
      if (!reply.trim()) throw new AiUnavailableError('AI provider returned an empty reply')
      return reply
    },
    async generateQuestions(input) {
      const bank = await questions.list({ examType: input.examType.name, section: input.section }, { limit: 10_000, offset: 0 })
      let items = await validItems(input, await draft(input, input.count, []), bank)
      if (items.length < input.count) {
        // Invalid items are retried once, then dropped.
        const retry = await validItems(input, await draft(input, input.count - items.length, items.map((q) => q.questionText)), [...bank, ...items])
        items = [...items, ...retry]
      }
      return items.slice(0, input.count)
    },
  }
}
