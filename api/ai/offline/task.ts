import type { Language } from '../../../openapi/types.ts'
import { classifyIntent } from './intents/classifier.ts'
import type { MathResult } from './maths/common.ts'

/**
 * The task of a long pasted message (decision 093): a whole test question — instructions, a passage, a stem, its
 * options — or a worksheet whose last line is the one the student is stuck on. The message is cut into blocks (a
 * line with the option lines under it), and the task is the last block that sets one, judged by what it is, not
 * by its wording: options stand under it, the maths engine solves it (or one of its sentences), or the intent
 * classifier reads it as a request to solve or explain. A paste's task ends it; what follows ("thanks!", "good
 * luck") is not a task. That block is what the tutor reads for the intent, the search and the maths; the rest is
 * context.
 */

/** Shorter messages are read whole, as they are. */
export const PASTE_LENGTH = 400
const MIN_BLOCKS = 2
/** How surely the classifier must read a block as a request to solve or explain for it to be the task. */
const REQUEST = 0.5
/** The blocks ranked, from the end: a paste's task is rarely in its first lines, and each costs a solve. */
const MAX_BLOCKS = 16
/** The blocks before the task that may say what it is about (a passage, a stem's first lines). */
const CONTEXT_BLOCKS = 3
// Latin A–E or Ukrainian А–Д letters, each followed by ")", "." or ":" (as maths/choice.ts reads options).
const OPTION_LINE = /^\(?[A-EАБВГД][).:]\s+\S/
// A list item's number ("8)", "9.", "b)") is the sheet's, not the problem's.
const ITEM_NUMBER = /^(?:\d{1,2}|[a-h])[.)]\s+/
const SENTENCE_END = /(?<=[.?!;:])\s+(?=\S)/u

export interface Task {
  /** What the tutor reads: the message itself, or the block of a paste that sets the task (with its options). */
  text: string
  maths: MathResult | undefined
  /** The task was found in a longer paste: the rest of the message is context. */
  pasted: boolean
  /** For a paste, what else may say what the task is about: its sentences, then the blocks before it, nearest first. */
  context: string[]
}

interface Block {
  stem: string
  options: string[]
}

export function blocksOf(message: string): Block[] {
  const blocks: Block[] = []
  for (const raw of message.split(/\n+/)) {
    const line = raw.trim()
    if (!line) continue
    const last = blocks[blocks.length - 1]
    if (OPTION_LINE.test(line) && last) last.options.push(line)
    else blocks.push({ stem: line.replace(ITEM_NUMBER, ''), options: [] })
  }
  return blocks
}

const joined = (stem: string, options: string[]) => [stem, ...options].join('\n')

/** A block's maths: the block as a whole, else its sentences from the last (the context comes first). */
function blockMaths(block: Block, solve: (text: string) => MathResult | undefined): MathResult | undefined {
  const whole = solve(joined(block.stem, block.options))
  if (whole?.status === 'solved') return whole
  const sentences = block.stem.split(SENTENCE_END)
  if (sentences.length < 2) return whole
  for (const sentence of sentences.reverse()) {
    const one = solve(joined(sentence, block.options))
    if (one?.status === 'solved') return one
  }
  return whole
}

/** The classifier reads a block as a request to solve or explain something. */
function isRequest(text: string, language: Language): boolean {
  const { ranked } = classifyIntent(text, language)
  const score = ranked
    .filter((r) => r.intent === 'solve' || r.intent === 'explain')
    .reduce((sum, r) => sum + r.score, 0)
  return score >= REQUEST
}

export function findTask(message: string, language: Language, solve: (text: string) => MathResult | undefined): Task {
  const blocks = blocksOf(message)
  if (message.length < PASTE_LENGTH || blocks.length < MIN_BLOCKS) {
    return { text: message, maths: solve(message), pasted: false, context: [] }
  }
  // From the end: the first block that sets a task (options under it, a problem the engine solves, a request).
  let task: { block: Block; maths: MathResult | undefined; at: number } | undefined
  for (let at = blocks.length - 1; at >= Math.max(0, blocks.length - MAX_BLOCKS); at--) {
    const block = blocks[at]
    const maths = blockMaths(block, solve)
    if (block.options.length || maths?.status === 'solved' || isRequest(block.stem, language)) {
      task = { block, maths, at }
      break
    }
  }
  const found = task ?? { block: blocks[blocks.length - 1], maths: undefined, at: blocks.length - 1 }
  const sentences = found.block.stem.split(SENTENCE_END)
  const before = blocks.slice(Math.max(0, found.at - CONTEXT_BLOCKS), found.at).map((b) => b.stem)
  const context = [...(sentences.length > 1 ? sentences.reverse() : []), ...before.reverse()]
  // A problem that runs over several lines (a system written line by line) is still read whole.
  const whole = found.maths?.status === 'solved' ? undefined : solve(message)
  const maths = whole?.status === 'solved' ? whole : found.maths
  return { text: joined(found.block.stem, found.block.options), maths, pasted: true, context }
}
