// npm run bank:reletter [-- --write] [--seed N]: moves each choice key to a drawn position so that no file and no
// passage set shows a key pattern (see key-patterns.ts). Seeded: the same bank and seed give the same letters.
// Only the key moves; the distractors keep their order, their wording and the explanations stay as written (they
// name options by content, and an item whose explanation names an option by letter is refused).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { questionType } from '../../domain/questions.ts'
import { mulberry32, shuffleWith } from '../../domain/random.ts'
import type { Question } from '../../openapi/types.ts'
import { type BankFile, loadBankFiles, SEED_DIR } from './index.ts'
import { bankKeyProblems, choiceKeys } from './key-checks.ts'
import { optionOrderFor } from './option-order.ts'

type Item = BankFile['questions'][number]

const hash = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261)
const LETTERED = /^[A-E]\) /
const LETTER_NAMED =
  /(?<![\p{L}])(?:option|choice|opcj\p{L}*|odpowied\p{L}*|варіант\p{L}*)\s+\(?([A-EА-Д])\)?(?![\p{L}])/giu

/** An explanation that names an option by its letter would be wrong after a move (letters the item uses as
 * names, such as "Option A" in a payment table, are content). */
function namesOptionByLetter(q: Item): boolean {
  const context = `${q.questionText} ${q.passage ?? ''} ${JSON.stringify(q.stimulus ?? '')} ${q.options.join(' ')}`
  return [...q.explanation.matchAll(LETTER_NAMED)].some(
    (m) => !new RegExp(`(?<![\\p{L}])${m[1]}(?![\\p{L}])`, 'u').test(context.replace(m[0], '')),
  )
}

/** The item with its key moved to `position`, the distractors in their order, letter prefixes redrawn. */
export function withKeyAt(q: Item, position: number): Item {
  const lettered = q.options.every((o, i) => o.startsWith(`${'ABCDE'[i]}) `))
  const bare = (o: string) => (lettered ? o.replace(LETTERED, '') : o)
  const key = bare(q.correctAnswer)
  const distractors = q.options.map(bare).filter((o) => o !== key)
  const order = [...distractors.slice(0, position), key, ...distractors.slice(position)]
  const options = order.map((o, i) => (lettered ? `${'ABCDE'[i]}) ${o}` : o))
  return { ...q, options, correctAnswer: options[position] }
}

/** Draws key positions for one file: balanced decks per number of free positions, redrawn until no pattern. */
export function reletterFile(bank: BankFile, seed: number, label: string): Item[] {
  const questions = bank.questions.map((q) => {
    const { optionOrder: _old, ...rest } = q
    const order = optionOrderFor(q)
    return order ? { ...rest, optionOrder: order } : rest
  }) as Item[]
  for (let attempt = 0; attempt < 5000; attempt++) {
    const random = mulberry32(hash(`${seed}:${label}:${attempt}`))
    const slots = new Map<number, number[]>() // free positions → indexes of the items
    questions.forEach((q, i) => {
      if (questionType(q) !== 'choice' || q.options.length < 2) return
      const order = q.optionOrder
      const keyIndex = q.options.indexOf(q.correctAnswer)
      if (order === 'fixed' || (order === 'keep-last' && keyIndex === q.options.length - 1)) return
      const free = order === 'keep-last' ? q.options.length - 1 : q.options.length
      slots.set(free, [...(slots.get(free) ?? []), i])
    })
    // Fill each deck with the positions furthest below their fair share, counting the keys that cannot move.
    const width = Math.max(...questions.map((q) => q.options.length))
    const fair = Array<number>(width).fill(0)
    const held = Array<number>(width).fill(0)
    const free = new Set([...slots.values()].flat())
    questions.forEach((q, i) => {
      if (questionType(q) !== 'choice' || q.options.length < 2) return
      for (let p = 0; p < q.options.length; p++) fair[p] += 1 / q.options.length
      if (!free.has(i)) held[q.options.indexOf(q.correctAnswer)]++
    })
    const drawn = [...questions]
    for (const [positions, indexes] of [...slots].sort((a, b) => a[0] - b[0])) {
      const cards: number[] = []
      for (let n = 0; n < indexes.length; n++) {
        const ties = random() // breaks ties between equally short positions at random
        let best = 0
        for (let p = 1; p < positions; p++)
          if (fair[p] - held[p] > fair[best] - held[best] + (ties < 0.5 ? 1e-9 : -1e-9)) best = p
        cards.push(best)
        held[best]++
      }
      const deck = shuffleWith(cards, random)
      indexes.forEach((i, n) => {
        if (namesOptionByLetter(questions[i]))
          throw new Error(`${questions[i].id}: explanation names an option by letter`)
        drawn[i] = withKeyAt(questions[i], deck[n])
      })
    }
    // A numeric item whose moved key happens to put the options in order would read as a sequence: draw again.
    const becameSequence = drawn.some((q, i) => free.has(i) && optionOrderFor(q) !== undefined)
    if (!becameSequence && !bankKeyProblems([{ file: label, keys: choiceKeys(drawn as Question[]) }]).length)
      return drawn
  }
  throw new Error(`${label}: no key order without a pattern found in 5000 draws`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { write: { type: 'boolean' }, seed: { type: 'string', default: '25' } } })
  const seed = Number(values.seed)
  for (const { file, bank } of loadBankFiles()) {
    const questions = reletterFile(bank, seed, file)
    const moved = questions.filter((q, i) => q.options.join('\n') !== bank.questions[i].options.join('\n')).length
    console.log(`${file}: ${moved} keys moved`)
    if (values.write)
      writeFileSync(path.join(SEED_DIR, file), `${JSON.stringify({ ...bank, questions }, null, 2)}\n`, 'utf8')
  }
  if (!values.write) console.log('Nothing written (pass --write to apply).')
}
