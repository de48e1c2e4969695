import { type HTMLAttributes, type ReactNode } from 'react'
import { cn } from '~/utils/misc.ts'

type CardTag = 'div' | 'section' | 'article' | 'li' | 'aside'

/** The surface every panel uses (the `card` component class); `as` picks the element for the right semantics. */
export function Card({ as: Tag = 'div', className, ...props }: HTMLAttributes<HTMLElement> & { as?: CardTag }) {
  return <Tag className={cn('card', className)} {...props} />
}

/**
 * A card that is a titled section of its page: the h2 (id `titleId`) names the section through aria-labelledby,
 * with an optional line under it; the content follows.
 */
export function SectionCard({
  titleId,
  title,
  subtitle,
  titleClassName,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  titleId: string
  title: ReactNode
  subtitle?: ReactNode
  titleClassName?: string
}) {
  const heading = (
    <h2 id={titleId} className={cn('section-heading', titleClassName)}>
      {title}
    </h2>
  )
  return (
    <Card as="section" aria-labelledby={titleId} {...props}>
      {subtitle ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  )
}
