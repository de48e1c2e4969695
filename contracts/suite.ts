import { badInputCases, unknownPathCases } from './bad-input.ts'
import { accountCases } from './cases/account.ts'
import { answerCases } from './cases/answers.ts'
import { authCases } from './cases/auth.ts'
import { fullExamCases } from './cases/full-exams.ts'
import { healthCatalogCases } from './cases/health-catalog.ts'
import { itemTypeCases } from './cases/item-types.ts'
import { passwordCases } from './cases/password.ts'
import { practiceProgressCases } from './cases/practice-progress.ts'
import { questionCases } from './cases/questions.ts'
import { rateLimitCases } from './cases/rate-limit.ts'
import { reviewCases } from './cases/review.ts'
import { tutorCases } from './cases/tutor.ts'
import type { Case } from './harness.ts'

/** Every case, in order. The rate-limit case runs last: it uses up the sign-in allowance of the minute. */
export function allCases(): Case[] {
  return [
    ...healthCatalogCases,
    ...authCases,
    ...passwordCases,
    ...questionCases,
    ...practiceProgressCases,
    ...answerCases,
    ...reviewCases,
    ...itemTypeCases,
    ...fullExamCases,
    ...tutorCases,
    ...accountCases,
    ...unknownPathCases,
    ...badInputCases(),
    ...rateLimitCases,
  ]
}
