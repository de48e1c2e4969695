import { chmod, mkdir } from 'node:fs/promises'
import type { Question } from '../../openapi/types.ts'
import { openAnswerStore, openReviewCardStore } from './answers.ts'
import { openAuthSessionStore } from './auth-sessions.ts'
import { DATA_DIR_MODE } from './durable-file.ts'
import { openFullExamStore } from './full-exams.ts'
import { DEFAULT_GENERATED_CAPS, type GeneratedCaps } from './generated.ts'
import { openPracticeStore } from './practice.ts'
import { openQuestionStore } from './questions.ts'
import { openTutorStore } from './tutor.ts'
import type { Store } from './types.ts'
import { openUserStore } from './users.ts'

export type { Store } from './types.ts'

/** Opens (and on first run creates) every lowdb file in dataDir. */
export async function openLowStore(
  dataDir: string,
  bank: Question[],
  caps: GeneratedCaps = DEFAULT_GENERATED_CAPS,
): Promise<Store> {
  await mkdir(dataDir, { recursive: true, mode: DATA_DIR_MODE })
  // Also for a DATA_DIR made before this rule: only the server's user may list or read it.
  await chmod(dataDir, DATA_DIR_MODE)
  const [users, authSessions, practice, tutor, questions, answers, reviewCards, fullExams] = await Promise.all([
    openUserStore(dataDir),
    openAuthSessionStore(dataDir),
    openPracticeStore(dataDir),
    openTutorStore(dataDir),
    openQuestionStore(dataDir, bank, caps),
    openAnswerStore(dataDir),
    openReviewCardStore(dataDir),
    openFullExamStore(dataDir),
  ])
  return { users, authSessions, practice, tutor, questions, answers, reviewCards, fullExams }
}
