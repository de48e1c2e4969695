import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PACKAGE_DIR } from './document.ts'

/**
 * The data a server must hold for the suite (contracts/fixtures/*.json, see contracts/README.md). The cases read
 * what they expect from these files, never from a list of their own.
 */

type Json = Record<string, any>

export const FIXTURES_DIR = path.join(PACKAGE_DIR, 'fixtures')

const read = (name: string): any => JSON.parse(readFileSync(path.join(FIXTURES_DIR, name), 'utf8'))

let cache: { catalog: Json; examTypes: Json[]; questions: Json[] } | undefined

export function fixtures() {
  cache ??= { catalog: read('catalog.json'), examTypes: read('exam-types.json'), questions: read('questions.json') }
  return cache
}

/** The fixture questions for one exam section, in id order. */
export function fixtureQuestions(match: (q: Json) => boolean): Json[] {
  return fixtures()
    .questions.filter(match)
    .sort((a, b) => String(a.id).localeCompare(String(b.id)))
}
