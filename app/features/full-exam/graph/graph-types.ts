import type { Fn } from './plot.ts'

export type Compiled = { text: string; fn: Fn | null; error: string | null }
/** A function that compiled, with its place in the list. */
export type Plotted = Compiled & { i: number }
/** A function drawn in the window: its SVG path, whether it has any value there, its roots. */
export type Drawn = { path: string; anyValue: boolean; roots: number[] }
/** Where two functions cross in the window. */
export type Crossing = { a: number; b: number; points: { x: number; y: number }[] }
