import { readFileSync } from 'node:fs'
import { setupServer } from 'msw/node'
import { parse } from 'yaml'
import { loadCatalog, loadExamTypes, loadQuestionBank, loadStudyNotes } from '../api/seed/index.ts'
import { configureMocks, mockRuntime, resetMockDb } from './context.ts'
import { handlers } from './handlers/index.ts'
import { parseScenario, setMockScenario, setMockOptions, getMockScenario, MOCK_SCENARIOS } from './scenarios.ts'

/**
 * The mocks in node: the document and seed data come from the same files the server reads.
 * MOCK_SCENARIO=ai-down|slow|empty|server-error|unauthenticated picks a scenario for the whole process.
 */
configureMocks({
  document: parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')),
  catalog: loadCatalog(),
  examTypes: loadExamTypes(),
  questions: loadQuestionBank(),
  notes: loadStudyNotes(),
})

const fromEnv = parseScenario(process.env.MOCK_SCENARIO)
if (process.env.MOCK_SCENARIO && fromEnv === undefined) {
  throw new Error(
    `Unknown MOCK_SCENARIO '${process.env.MOCK_SCENARIO}'. Use one of: ${MOCK_SCENARIOS.join(', ')} (or none).`,
  )
}
if (fromEnv) setMockScenario(fromEnv)

export const mockServer = setupServer(...handlers)

export { handlers, mockRuntime, resetMockDb, setMockScenario, getMockScenario, setMockOptions }
