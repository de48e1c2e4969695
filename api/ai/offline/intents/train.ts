import { writeFileSync } from 'node:fs'
import { languageValues } from '../../../../openapi/types.ts'
import { CORPUS, corpusHash, trainClassifier, type ShippedModel } from './classifier.ts'

/** `npm run train:intents`: trains each language's intent classifier on its corpus and writes model.*.json. */
for (const language of languageValues) {
  const started = Date.now()
  const network = trainClassifier(CORPUS[language], language).toJSON()
  // Weights to 4 decimals: the file is a quarter the size and no classification changes.
  const json = JSON.stringify(
    { language, corpus: corpusHash(CORPUS[language]), network } satisfies ShippedModel,
    (_, v) => (typeof v === 'number' ? Math.round(v * 1e4) / 1e4 : v),
  )
  writeFileSync(new URL(`./model.${language}.json`, import.meta.url), `${json}\n`)
  console.log(`${language}: trained in ${Date.now() - started} ms, ${(json.length / 1024).toFixed(0)} KB`)
}
