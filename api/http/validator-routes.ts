// express-openapi-validator (5.6.2) finds a request's operation by compiling every documented path with
// path-to-regexp, in turn, on every request until one matches (middlewares/openapi.metadata.js, lookupRoute): dozens
// of compilations per call for a path late in the document. The patterns never change while the process runs, so
// the validator's own copy of path-to-regexp gets a memo: each (pattern, options) is compiled once.
import { createRequire } from 'node:module'

type Options = { sensitive?: boolean; strict?: boolean; end?: boolean; trailing?: boolean; delimiter?: string }
type Compile = (path: string, options?: Options) => { regexp: RegExp; keys: unknown[] }

/** The path-to-regexp module the validator itself requires (its own nested copy). */
export function validatorPathToRegexp(): { pathToRegexp: Compile } {
  const validator = createRequire(import.meta.url).resolve('express-openapi-validator')
  return createRequire(validator)('path-to-regexp') as { pathToRegexp: Compile }
}

const MEMO = Symbol.for('examready.validator.compiledRoutes')

/** Makes the validator's route lookup compile each path pattern once per process (idempotent). */
export function compileValidatorRoutesOnce(): void {
  const module = validatorPathToRegexp()
  const current = module.pathToRegexp as Compile & { [MEMO]?: true }
  if (current[MEMO]) return
  const compiled = new Map<string, ReturnType<Compile>>()
  // The result is a RegExp without the g or y flag (exec keeps no state) and the parameter names: safe to share.
  const memo = (path: string, options?: Options) => {
    const key = JSON.stringify([path, options ?? null])
    let result = compiled.get(key)
    if (!result) compiled.set(key, (result = current(path, options)))
    return result
  }
  module.pathToRegexp = Object.assign(memo, { [MEMO]: true as const })
}
