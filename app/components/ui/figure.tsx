import { lazy, Suspense } from 'react'
import type { Figure } from '#openapi/types.ts'

// The drawing's allow-list parser (decision 106) loads with the first item that has a figure, not with every
// question page's first load; until then (a client-side navigation) the description stands in for the drawing.
const FigureDrawing = lazy(() => import('./figure-drawing.tsx').then((m) => ({ default: m.FigureView })))

/** An item's figure: see figure-drawing.tsx. */
export function FigureView(props: { figure: Figure; lang?: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <p lang={props.lang} className="text-sm">
          {props.figure.description}
        </p>
      }
    >
      <FigureDrawing {...props} />
    </Suspense>
  )
}
