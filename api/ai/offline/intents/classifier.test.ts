import { describe, expect, it } from 'vitest'
import { languageValues } from '../../../../openapi/types.ts'
import { classifyIntent, CORPUS, corpusHash, INTENTS, type IntentCorpus } from './classifier.ts'
import heldoutEn from './heldout.en.json' with { type: 'json' }
import heldoutPl from './heldout.pl.json' with { type: 'json' }
import heldoutUk from './heldout.uk.json' with { type: 'json' }
import modelEn from './model.en.json' with { type: 'json' }
import modelPl from './model.pl.json' with { type: 'json' }
import modelUk from './model.uk.json' with { type: 'json' }

// The held-out phrasings come from templates that no training phrasing was made from; they are never trained on.
const HELDOUT: Record<string, IntentCorpus> = { en: heldoutEn, uk: heldoutUk, pl: heldoutPl }
const MODELS: Record<string, { corpus: string }> = { en: modelEn, uk: modelUk, pl: modelPl }

describe('intent classifier', () => {
  it.each(languageValues)('has at least 80 training phrasings per intent in %s, none of them held out', (language) => {
    const heldout = new Set(Object.values(HELDOUT[language]).flat())
    for (const intent of INTENTS) {
      const phrasings = CORPUS[language][intent] ?? []
      expect(phrasings.length, intent).toBeGreaterThanOrEqual(80)
      expect(
        phrasings.filter((p) => heldout.has(p)),
        intent,
      ).toEqual([])
    }
  })

  it.each(languageValues)('ships a model trained on the current %s corpus (npm run train:intents)', (language) => {
    expect(MODELS[language].corpus).toBe(corpusHash(CORPUS[language]))
  })

  /**
   * A floor against regression, a little under what each language reached on 2026-11-28 (en 94.9%, uk 91.5%,
   * pl 89.5%). Issue 24's target is 90% in every language; pl does not meet it yet, and raising this floor to 90
   * is the work left (new phrasings or features judged on a validation split, never on this held-out one).
   */
  const floor: Record<(typeof languageValues)[number], number> = { en: 90, uk: 90, pl: 88 }

  it.each(languageValues)('classifies the held-out %s phrasings at or above its floor', (language) => {
    const cases = Object.entries(HELDOUT[language]).flatMap(([intent, texts]) =>
      texts.map((text) => ({ intent, text })),
    )
    const right = cases.filter((c) => classifyIntent(c.text, language).intent === c.intent).length
    const accuracy = (100 * right) / cases.length
    console.log(`held-out intent accuracy, ${language}: ${accuracy.toFixed(1)}% of ${cases.length}`)
    expect(accuracy).toBeGreaterThanOrEqual(floor[language])
  })
})
