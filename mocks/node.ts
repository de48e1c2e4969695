import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { setupServer } from 'msw/node'
import { parse } from 'yaml'
import { serverTexts } from '../api/domain/texts.ts'
import { loadCatalog, loadExamTypes, loadQuestionBank } from '../api/seed/index.ts'
import { seedMockDb, resetMockDb } from './db.ts'
import { handlers } from './handlers/index.ts'
import { configureMocks } from './http.ts'
import { parseScenario, setMockScenario, setMockOptions, getMockScenario, MOCK_SCENARIOS } from './scenarios.ts'
import { createContractValidator } from './validate.ts'

/**
 * The mocks in node: the document, texts and seed data come from the same files the server reads.
 * MOCK_SCENARIO=ai-down|slow|empty|server-error|unauthenticated picks a scenario for the whole process.
 */

const DOCUMENT_PATH = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url))

configureMocks({ validator: createContractValidator(parse(readFileSync(DOCUMENT_PATH, 'utf8'))), texts: serverTexts })
await seedMockDb({ catalog: loadCatalog(), examTypes: loadExamTypes(), questions: loadQuestionBank() })

const fromEnv = parseScenario(process.env.MOCK_SCENARIO)
if (process.env.MOCK_SCENARIO && fromEnv === undefined) {
  throw new Error(
    `Unknown MOCK_SCENARIO '${process.env.MOCK_SCENARIO}'. Use one of: ${MOCK_SCENARIOS.join(', ')} (or none).`,
  )
}
if (fromEnv) setMockScenario(fromEnv)

export const mockServer = setupServer(...handlers)

export { handlers, resetMockDb, setMockScenario, getMockScenario, setMockOptions }
