import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Figure, Question } from '../../../openapi/types.ts'
import { loadBankFiles, SEED_DIR } from '../index.ts'
import { maturaBasicFigures } from './matura-basic.ts'
import { maturaExtendedFigures } from './matura-extended.ts'
import { nmtFigures } from './nmt.ts'
import { satFigures } from './sat.ts'
import type { FigureSpec } from './spec.ts'

/**
 * The bank's figures (decision 107), drawn from each item's numbers by the specs beside this file.
 * `npm run bank:figures` lists the items whose stored figure differs from its spec (exit 1);
 * `-- --write` stores every figure in its bank file (right after the stem); `-- --preview FILE` writes an HTML page
 * of every figure with its description, for a reader to look over.
 */

export const FIGURE_SPECS: FigureSpec[] = [
  ...nmtFigures,
  ...maturaBasicFigures,
  ...maturaExtendedFigures,
  ...satFigures,
]

export const figureOf = (spec: FigureSpec): Figure => ({ svg: spec.draw(), description: spec.description })

/** The item with its figure placed right after the stem (the bank files keep their other keys in place). */
function withFigure(q: Omit<Question, 'source'>, figure: Figure): Omit<Question, 'source'> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(q)) {
    if (key === 'figure') continue
    out[key] = value
    if (key === 'questionText') out.figure = figure
  }
  return out as Omit<Question, 'source'>
}

/** Items whose stored figure is missing or differs from the one their spec draws. */
export function staleFigures(): string[] {
  const stored = new Map(
    loadBankFiles().flatMap(({ bank }) => bank.questions.map((q) => [q.id, JSON.stringify(q.figure ?? null)])),
  )
  return FIGURE_SPECS.filter((s) => stored.get(s.id) !== JSON.stringify(figureOf(s))).map((s) => s.id)
}

function write() {
  const specs = new Map(FIGURE_SPECS.map((s) => [s.id, s]))
  for (const { file, bank } of loadBankFiles()) {
    if (!bank.questions.some((q) => specs.has(q.id))) continue
    const questions = bank.questions.map((q) => {
      const spec = specs.get(q.id)
      return spec ? withFigure(q, figureOf(spec)) : q
    })
    writeFileSync(path.join(SEED_DIR, file), `${JSON.stringify({ ...bank, questions }, null, 2)}\n`, 'utf8')
  }
}

function preview(file: string) {
  const cards = FIGURE_SPECS.map((s) => {
    const f = figureOf(s)
    return `<section><h2>${s.id}</h2><div style="max-width:28rem">${f.svg}</div><p>${f.description}</p></section>`
  })
  writeFileSync(file, `<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif">${cards.join('')}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--preview')
  if (at > 0) preview(process.argv[at + 1] ?? 'figures.html')
  else if (process.argv.includes('--write')) write()
  const stale = staleFigures()
  console.log(
    `${FIGURE_SPECS.length} figures; ${stale.length} out of date${stale.length ? `: ${stale.join(', ')}` : ''}`,
  )
  process.exitCode = stale.length ? 1 : 0
}
