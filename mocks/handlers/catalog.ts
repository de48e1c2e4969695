import { catalog, examTypes } from '../db.ts'
import { http, operation } from '../http.ts'

export const catalogHandlers = [
  http.get(
    '/api/catalog',
    operation(({ response }) => response(200).json(catalog())),
  ),
  // The empty scenario has no exam types; the catalogue (countries and tests) stays, so QA can still navigate.
  http.get(
    '/api/exam-types',
    operation(({ response }, call) => response(200).json(call.effects.emptyLists ? [] : examTypes())),
  ),
]
