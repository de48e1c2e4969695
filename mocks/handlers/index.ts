import { unknownPathHandlers } from '../http.ts'
import { authHandlers } from './auth.ts'
import { catalogHandlers } from './catalog.ts'
import { healthHandlers } from './health.ts'
import { practiceHandlers } from './practice.ts'
import { progressHandlers } from './progress.ts'
import { questionHandlers } from './questions.ts'
import { tutorHandlers } from './tutor.ts'

/** Every operation of openapi/openapi.yaml, then the 404/405 answer for anything else under /api. */
export const handlers = [
  ...healthHandlers,
  ...authHandlers,
  ...catalogHandlers,
  ...questionHandlers,
  ...practiceHandlers,
  ...progressHandlers,
  ...tutorHandlers,
  ...unknownPathHandlers,
]
