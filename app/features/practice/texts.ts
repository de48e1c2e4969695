import type { Flow } from '#domain/exam/exams.ts'

/**
 * Where each flow keeps the texts of the shared question screen: under one prefix of its namespace, the same keys
 * (counter, timeRemaining, progress, next, finish, backToReview, loading, saving; `submit` where answers are checked,
 * `previous` where the flow goes back) and, where the flow has them, `percent` (the line under the progress bar),
 * `askAi`/`chatTitle` (the chat) and `exit` (spec: the generic question screen's Exit Test, back to /select-country).
 */
const FLOW_TEXTS: Record<Flow, { prefix: string; has: readonly ('percent' | 'chat' | 'exit')[] }> = {
  generic: { prefix: 'practice:generic', has: ['percent', 'chat', 'exit'] },
  nmt: { prefix: 'practice:nmt', has: ['percent'] },
  sat: { prefix: 'sat:test', has: ['chat'] },
  matura: { prefix: 'matura:test', has: ['percent', 'chat'] },
  canada: { prefix: 'canada:test', has: ['chat'] },
}

/** A flow's screen texts: `key(name)` is the full key; `has` says which of the optional ones it shows. */
export function flowTexts(flow: Flow) {
  const { prefix, has } = FLOW_TEXTS[flow]
  return { key: (name: string) => `${prefix}.${name}`, has: (name: (typeof has)[number]) => has.includes(name) }
}
