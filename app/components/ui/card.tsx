import { type HTMLAttributes } from 'react'
import { cn } from '~/utils/misc.ts'

type CardTag = 'div' | 'section' | 'article' | 'li' | 'aside'

/** The surface every panel uses (the `card` component class); `as` picks the element for the right semantics. */
export function Card({ as: Tag = 'div', className, ...props }: HTMLAttributes<HTMLElement> & { as?: CardTag }) {
  return <Tag className={cn('card', className)} {...props} />
}
