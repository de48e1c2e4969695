/** What the student wants from a message: the labels of the intent classifier (and of the evaluation). */
export const tutorIntentValues = [
  'solve',
  'explain',
  'similar',
  'check-answer',
  'explain-step',
  'translate',
  'recall',
  'plan',
  'what-next',
  'weakest',
  'live-exam',
  'off-topic',
  'greeting',
] as const
export type TutorIntent = (typeof tutorIntentValues)[number]

/** Example messages of each intent: what a classifier is trained on. */
export type IntentCorpus = Partial<Record<TutorIntent, string[]>>
