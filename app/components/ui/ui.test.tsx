import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Badge } from '~/components/ui/badge.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ErrorList, Field, SelectField } from '~/components/ui/field.tsx'
import { translatorFor } from '~/i18n/i18next.server.ts'
import { I18nProvider } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

const i18n = translatorFor('en')

function html(node: React.ReactNode) {
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)
}

describe('cn', () => {
  it('joins conditional classes without de-conflicting them (the CSS layers do that)', () => {
    const hidden = false
    expect(cn('p-2', hidden && 'hidden', { 'font-bold': true, italic: false }, ['px-1'])).toBe('p-2 font-bold px-1')
    expect(cn('card', undefined, null, 'p-0')).toBe('card p-0')
  })
})

describe("the kit's component classes", () => {
  // A utility passed next to a kit class (`card p-0`, `btn-ghost px-2`) must win, now that nothing merges classes in
  // the browser: every kit class lives in `@layer components`, which the cascade puts below the utilities.
  const css = readFileSync(new URL('../../styles/tailwind.css', import.meta.url), 'utf8')
  const layer = css.slice(css.indexOf('@layer components {'))
  const defined = (cls: string) => new RegExp(`\\.${cls}\\b[^{]*\\{`).test(layer)
  it.each([
    'btn-primary',
    'btn-secondary',
    'btn-ghost',
    'btn-danger',
    'card',
    'field-input',
    'badge',
    'badge-neutral',
    'badge-success',
    'notice',
    'spinner',
    'section-heading',
    'callout',
    'callout-danger',
  ])('%s is in the components layer, not a utility', (cls) => {
    expect(defined(cls)).toBe(true)
    expect(css).not.toMatch(new RegExp(`@utility ${cls}\\b`))
  })
  it('defines no class the app does not use (dead styles go with the code that used them)', () => {
    const sources = import.meta.glob(['/app/**/*.{ts,tsx}', '!/app/**/*.test.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const code = Object.values(sources).join('\n')
    const classes = [...layer.matchAll(/^\s+\.([a-z][a-z0-9-]*)[^{]*\{/gm)].map((m) => m[1])
    expect(classes.length).toBeGreaterThan(10)
    expect(classes.filter((cls) => !new RegExp(`(?<![\\w-])${cls}(?![\\w-])`).test(code))).toEqual([])
  })
  it('the kit renders those classes, not utilities a caller would have to override', () => {
    expect(html(<Badge>x</Badge>)).toBe('<span class="badge badge-neutral">x</span>')
    expect(html(<Button pending>x</Button>)).toContain('class="spinner"')
  })
})

describe('Button', () => {
  it('maps a variant to its class and merges extra classes', () => {
    expect(buttonVariants({ variant: 'secondary', className: 'w-full' })).toBe('btn-secondary w-full')
    const markup = html(
      <Button variant="ghost" className="px-2">
        Go
      </Button>,
    )
    expect(markup).toBe('<button type="button" class="btn-ghost px-2">Go</button>')
  })
  it('is disabled and busy while pending', () => {
    const markup = html(<Button pending>Save</Button>)
    expect(markup).toContain('disabled=""')
    expect(markup).toContain('aria-busy="true"')
    expect(markup).toContain('class="spinner"')
  })
})

describe('Field', () => {
  // What conform's getInputProps gives for an invalid field.
  const conformProps = {
    id: 'f-email',
    name: 'email',
    type: 'email' as const,
    'aria-invalid': true,
    'aria-describedby': 'f-email-error',
  }
  it('links the label, the hint and the translated error to the input', () => {
    const markup = html(
      <Field
        ns="auth"
        label="Email"
        hint="We never share it"
        inputProps={conformProps}
        errors={['errors.emailInvalid']}
      />,
    )
    expect(markup).toContain('<label for="f-email" class="font-medium">Email</label>')
    expect(markup).toContain('aria-invalid="true"')
    expect(markup).toContain('aria-describedby="f-email-error f-email-hint"')
    expect(markup).toContain('<p id="f-email-hint"')
    expect(markup).toMatch(/<p id="f-email-error" class="field-error" role="alert">[^<]+<\/p>/)
    expect(markup).toContain('Enter a valid email address, like name@example.com.')
  })
  it('is neither invalid nor described by an error when there is none', () => {
    const markup = html(<Field ns="auth" label="Name" inputProps={{ id: 'n', name: 'n' }} />)
    expect(markup).not.toContain('aria-invalid')
    expect(markup).not.toContain('aria-describedby')
    expect(markup).not.toContain('role="alert"')
  })
  it('gives an id when none is passed, and renders selects with their options', () => {
    const markup = html(
      <SelectField ns="questions" label="Count" selectProps={{ name: 'count', 'data-testid': 'count' }}>
        <option value="1">1</option>
      </SelectField>,
    )
    const id = markup.match(/<label for="([^"]+)"/)?.[1]
    expect(id).toBeTruthy()
    expect(markup).toContain(`<select name="count" data-testid="count" id="${id}" class="field-input">`)
  })
  it('shows form-level errors only when there are some', () => {
    expect(html(<ErrorList ns="auth" errors={[]} />)).toBe('')
    expect(html(<ErrorList ns="auth" id="form-error" errors={['x']} />)).toContain('id="form-error"')
  })
})

describe('Card and Badge', () => {
  it('render the chosen element and tone', () => {
    expect(html(<Card as="section" className="p-0" />)).toBe('<section class="card p-0"></section>')
    expect(html(<Badge tone="success">New</Badge>)).toContain('badge-success')
  })
})
