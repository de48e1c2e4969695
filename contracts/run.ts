// In the repo, `npx tsx contracts/run.ts [--mocks] [suite flags]` is the same as `npm run contract`: the wrapper
// in tests/contract/run.ts starts our server (or the mocks) and runs the standalone suite against it. This file is
// not part of the published package (see package.json "files"); implementers run `npx . --base-url …`.
await import('../tests/contract/run.ts')
export {}
