import { Form, useSubmit } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button, buttonVariants, type ButtonVariant } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'

/**
 * A page's filters as a GET search form: only the chosen ones go into the address (no empty `name=`). Its fields
 * come first, then Apply and, when `clearTo` is given, a Clear link back to the unfiltered page.
 */
export function FilterForm({
  label,
  applyLabel,
  applyVariant,
  clearLabel,
  clearTo,
  testId,
  buttonTestId,
  children,
}: {
  label: string
  applyLabel: string
  applyVariant?: ButtonVariant
  clearLabel: string
  clearTo?: string
  testId: string
  /** The buttons' test ids are `{buttonTestId}-apply` and `{buttonTestId}-clear`. */
  buttonTestId: string
  children: ReactNode
}) {
  const submit = useSubmit()
  return (
    <Form
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        for (const [key, value] of [...data.entries()]) if (value === '') data.delete(key)
        submit(data, { method: 'get' })
      }}
      role="search"
      aria-label={label}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 md:flex-row md:flex-wrap md:items-end"
      data-testid={testId}
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit" variant={applyVariant} data-testid={`${buttonTestId}-apply`}>
          {applyLabel}
        </Button>
        {clearTo ? (
          <Link to={clearTo} className={buttonVariants({ variant: 'ghost' })} data-testid={`${buttonTestId}-clear`}>
            {clearLabel}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
