import { formulaRuns } from './common.ts'
import { toEngine } from './notation.ts'

/** The formula runs of a message in the CAS's notation (those it can take). */
export const engineRuns = (s: string) =>
  formulaRuns(s)
    .map((run) => toEngine(run))
    .filter((run): run is string => !!run)
