#!/usr/bin/env node
// The suite's command: TypeScript sources run through tsx (a dependency of this package), no build step.
import process from 'node:process'
import { register } from 'tsx/esm/api'

register()
const { runCli } = await import('../cli.ts')
process.exitCode = await runCli(process.argv.slice(2))
