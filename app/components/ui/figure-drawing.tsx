import { createElement, type ReactNode } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { parseFigureSvg, type SvgNode } from '#domain/figure-svg.ts'
import type { Figure } from '#openapi/types.ts'

/** `stroke-width` → `strokeWidth`: React's name of an SVG presentation attribute. */
const propName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** The parsed drawing as React elements: only what the allow-list let through, never markup. */
function renderNode(node: SvgNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  const props: Record<string, string | number> = { key }
  for (const [name, value] of Object.entries(node.attrs)) props[propName(name)] = value
  return createElement(node.name, props, ...node.children.map(renderNode))
}

/**
 * An item's figure (a triangle, a graph, a chart): the drawing inline, sized to the column and drawn in the text
 * colour, with its description as the image's accessible name and, folded under it, as text for everyone. A figure
 * the allow-list refuses (decision 106) is not drawn; its description still is.
 */
export function FigureView({ figure, lang, className }: { figure: Figure; lang?: string; className?: string }) {
  const { t } = useTranslation('common')
  const parsed = parseFigureSvg(figure.svg)
  return (
    <figure className={cn('flex flex-col items-center gap-1', className)} lang={lang} data-testid="figure">
      {parsed.ok ? (
        <svg
          role="img"
          aria-label={figure.description}
          viewBox={parsed.root.attrs.viewBox}
          className="h-auto max-h-80 w-full max-w-md text-ink"
          data-testid="figure-drawing"
        >
          {parsed.root.children.map(renderNode)}
        </svg>
      ) : null}
      <figcaption className="w-full text-sm">
        {parsed.ok ? (
          <details>
            <summary className="cursor-pointer text-ink-muted">{t('figure.description')}</summary>
            <p className="mt-1 whitespace-pre-line" data-testid="figure-description">
              {figure.description}
            </p>
          </details>
        ) : (
          <p data-testid="figure-description">{figure.description}</p>
        )}
      </figcaption>
    </figure>
  )
}
