import { writeFileSync } from 'node:fs'
import { languageValues, type Language } from '../../../../openapi/types.ts'
import { serverTexts } from '../../../locales/texts.ts'
import { loadBankFiles, loadStudyNotes } from '../../../seed/index.ts'
import { dataHash, topicCounts, type TrainingText } from './counts.ts'

/** `npm run train:topics`: counts each language's words per topic from the bank, the notes and the topic names. */
const texts: TrainingText[] = []
for (const { bank } of loadBankFiles())
  for (const q of bank.questions)
    texts.push({
      language: bank.language as Language,
      topic: q.topic,
      text: [q.questionText, ...(q.options ?? []), q.explanation].join('\n'),
    })
for (const note of loadStudyNotes())
  texts.push({
    language: note.language,
    topic: note.topic,
    text: note.body,
    heading: [note.title, ...note.keywords].join('\n'),
  })
const topics = [...new Set(texts.map((t) => t.topic))].sort()
for (const language of languageValues) {
  const names = serverTexts(language).names.topics
  for (const topic of topics) if (names[topic]) texts.push({ language, topic, text: '', heading: names[topic] })
}
const started = Date.now()
const model = { data: dataHash(texts), languages: topicCounts(texts, topics) }
const json = JSON.stringify(model)
writeFileSync(new URL('./model.json', import.meta.url), `${json}\n`)
console.log(`topics: ${topics.length}, trained in ${Date.now() - started} ms, ${(json.length / 1024).toFixed(0)} KB`)
