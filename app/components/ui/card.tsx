import { useId, type HTMLAttributes, type ReactNode } from 'react'
import { cn } from '~/utils/misc.ts'

type CardTag = 'div' | 'section' | 'article' | 'li' | 'aside'

/** The surface every panel uses (the `card` component class); `as` picks the element for the right semantics. */
export function Card({ as: Tag = 'div', className, ...props }: HTMLAttributes<HTMLElement> & { as?: CardTag }) {
  return <Tag className={cn('card', className)} {...props} />
}

/**
 * A titled section of its page: its h2 names the section (aria-labelledby), with an optional line under it; the
 * content follows.
 */
export function Section({
  title,
  subtitle,
  titleClassName,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode
  subtitle?: ReactNode
  titleClassName?: string
}) {
  const titleId = useId()
  const heading = (
    <h2 id={titleId} className={cn('section-heading', titleClassName)}>
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={titleId} {...props}>
      {subtitle ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}

/** A Section on a card, its content in a column (`className` changes the layout). */
export function SectionCard({ className, ...props }: Parameters<typeof Section>[0]) {
  return <Section className={cn('card flex flex-col gap-4', className)} {...props} />
}

/** The muted line a card shows when it has nothing to list yet. */
export function EmptyNote({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-ink-muted', className)} {...props} />
}
