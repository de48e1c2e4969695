// The one home of the review rules (issue 13), shared by the API, the mocks and the app (for visitors).
export * from './fsrs.ts'
export * from './history.ts'
export * from './mastery.ts'
export * from './rating.ts'
