import type { ReactNode } from 'react'

/** A table's header row: one column header (`th scope="col"`) per title, all styled by `cellClassName`. */
export function TableHead({
  columns,
  className,
  rowClassName,
  cellClassName,
}: {
  columns: readonly ReactNode[]
  className?: string
  rowClassName?: string
  cellClassName?: string
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((title, i) => (
          <th key={i} scope="col" className={cellClassName}>
            {title}
          </th>
        ))}
      </tr>
    </thead>
  )
}
