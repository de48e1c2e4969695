// The full-length mock (issue 14; decisions 028 and 029): blueprints, form assembly, attempts and estimates.
export * from './assemble.ts'
export * from './attempt.ts'
export * from './blueprints.ts'
export * from './estimate.ts'
export type * from './types.ts'
