import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import type { Loaded } from '~/utils/load-questions.ts'
import { readLocal, type SelectedTestData } from '~/utils/storage.ts'

// The practice pages' data in the browser: their loader's questions, loaded again with what only the browser knows.

/**
 * The page's questions: its loader's, or — when the browser knows what to load (the test chosen on
 * /select-country, the Matura level) — the same loader's called again with that choice as search params.
 */
export function useQuestions(fromLoader: Loaded | null) {
  const fetcher = useFetcher<() => Promise<{ loaded: Loaded | null }>>()
  const { pathname } = useLocation()
  const loading = fetcher.state === 'loading'
  return {
    loaded: loading ? null : fetcher.data ? fetcher.data.loaded : fromLoader,
    load: (params: [string, string][]) => fetcher.load(`${pathname}?${new URLSearchParams(params)}`),
  }
}

/**
 * The test chosen on /select-country (it lives in this browser), read once on arrival: `pick` turns it into what the
 * flow runs (null: nothing it can run), and its questions come from the page's loader as ?test=..&subject=..
 * `test` is undefined until read.
 */
export function useChosenTest<T extends { id: string; subjects: readonly string[] }>(
  fromLoader: Loaded | null,
  pick: (chosen: SelectedTestData | null) => T | null,
) {
  const questions = useQuestions(fromLoader)
  const [test, setTest] = useState<T | null | undefined>(undefined)
  useEffect(() => {
    const found = pick(readLocal('selectedTestData'))
    setTest(found)
    if (found) questions.load([['test', found.id], ...found.subjects.map((s): [string, string] => ['subject', s])])
    // Once, on arrival (the page remounts for another link).
  }, [])
  return { test, loaded: test ? questions.loaded : null }
}
