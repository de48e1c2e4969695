import type { Flow } from '#api/domain/exam/exams.ts'

/** Where each flow keeps the texts of the shared question screen, and the test ids the browser tests know. */
export interface FlowTexts {
  ns: string
  counter: string
  timer: string
  progress: string
  next: string
  finish: string
  submit?: string
  /** The percentage line under the progress bar. */
  percent?: string
  askAi?: string
  chatTitle?: string
  backToReview: string
  loading: string
  saving: string
  ids: { next: string; finish: string; percent?: string }
}

const timed = (ns: string): FlowTexts => ({
  ns,
  counter: 'test.counter',
  timer: 'test.timeRemaining',
  progress: 'test.progress',
  next: 'test.next',
  finish: 'test.finish',
  askAi: 'test.askAi',
  chatTitle: 'test.chatTitle',
  backToReview: 'practice:generic.backToReview',
  loading: 'practice:kit.preparing',
  saving: 'saving',
  ids: { next: 'next-button', finish: 'next-button' },
})

/** The generic test and the NMT mock keep theirs in the practice namespace, each under its own key. */
const inPractice = (flow: 'generic' | 'nmt', ids: FlowTexts['ids']): FlowTexts => ({
  ns: 'practice',
  counter: `${flow}.questionOf`,
  timer: 'kit.timeRemaining',
  progress: 'kit.progress',
  next: `${flow}.next`,
  finish: `${flow}.finish`,
  percent: `${flow}.progress`,
  backToReview: `${flow}.backToReview`,
  loading: `${flow}.loading`,
  saving: `${flow}.saving`,
  ids,
})

export const FLOW_TEXTS: Record<Flow, FlowTexts> = {
  generic: {
    ...inPractice('generic', { next: 'next-question', finish: 'finish-test', percent: 'progress-label' }),
    submit: 'generic.submit',
    askAi: 'generic.chatWithAi',
    chatTitle: 'generic.chatTitle',
  },
  nmt: inPractice('nmt', { next: 'nmt-next', finish: 'nmt-finish', percent: 'progress-label' }),
  sat: timed('sat'),
  matura: {
    ...timed('matura'),
    percent: 'test.percentComplete',
    ids: { ...timed('').ids, percent: 'percent-complete' },
  },
  canada: timed('canada'),
}
