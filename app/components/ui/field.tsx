import {
  useId,
  type AriaAttributes,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

/**
 * A form's errors: zod messages are locale keys of the form's namespace (`ns`), shown in the user's language.
 * Used for field errors (inside Field) and for form-level errors (`form.errorId`, `form.errors`).
 */
export function ErrorList({ id, errors, ns }: { id?: string; errors?: string[] | null; ns: string }) {
  const { t } = useTranslation(ns)
  const list = errors?.filter(Boolean)
  if (!list?.length) return null
  return (
    <p id={id} className="field-error" role="alert">
      {list.map((e) => t(e)).join(' ')}
    </p>
  )
}

type DataAttributes = { [attribute: `data-${string}`]: string | undefined }

interface FieldShellProps {
  /** The visible label. */
  label: ReactNode
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>
  /** A hint under the control, linked with aria-describedby. */
  hint?: ReactNode
  /** Error messages (locale keys of `ns`), e.g. conform's `fields.email.errors`. */
  errors?: string[] | null
  /** The namespace the error keys belong to. */
  ns: string
  className?: string
}

/** Ids and aria attributes shared by every kind of field. */
function useFieldIds(
  control: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: AriaAttributes['aria-invalid'] },
  hint: ReactNode,
  errors: string[] | null | undefined,
) {
  const fallbackId = useId()
  const id = control.id ?? fallbackId
  const hintId = hint ? `${id}-hint` : undefined
  // conform's getInputProps names the error element `${id}-error` and points aria-describedby at it when invalid.
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.length)
  const describedBy = [
    ...new Set([...(control['aria-describedby']?.split(' ') ?? []), hintId, invalid ? errorId : undefined]),
  ]
    .filter(Boolean)
    .join(' ')
  return {
    id,
    hintId,
    errorId,
    aria: {
      'aria-invalid': invalid || control['aria-invalid'] === true || control['aria-invalid'] === 'true' || undefined,
      'aria-describedby': describedBy || undefined,
    },
  }
}

function FieldShell({
  id,
  hintId,
  errorId,
  label,
  labelProps,
  hint,
  errors,
  ns,
  className,
  children,
}: FieldShellProps & { id: string; hintId?: string; errorId: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} {...labelProps} className={cn('font-medium', labelProps?.className)}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} ns={ns} />
    </div>
  )
}

/** Label + input + hint + errors, wired with aria-describedby/aria-invalid. Takes conform's `getInputProps(...)`. */
export function Field({
  inputProps,
  ...shell
}: FieldShellProps & { inputProps: InputHTMLAttributes<HTMLInputElement> & DataAttributes & { key?: string | null } }) {
  const { key, ...props } = inputProps
  const { id, hintId, errorId, aria } = useFieldIds(props, shell.hint, shell.errors)
  return (
    <FieldShell {...shell} id={id} hintId={hintId} errorId={errorId}>
      <input key={key ?? undefined} {...props} id={id} {...aria} className={cn('field-input', props.className)} />
    </FieldShell>
  )
}

/** Label + select + hint + errors. Takes conform's `getSelectProps(...)`; the options are the children. */
export function SelectField({
  selectProps,
  children,
  ...shell
}: FieldShellProps & {
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & DataAttributes & { key?: string | null }
  children: ReactNode
}) {
  const { key, ...props } = selectProps
  const { id, hintId, errorId, aria } = useFieldIds(props, shell.hint, shell.errors)
  return (
    <FieldShell {...shell} id={id} hintId={hintId} errorId={errorId}>
      <select key={key ?? undefined} {...props} id={id} {...aria} className={cn('field-input', props.className)}>
        {children}
      </select>
    </FieldShell>
  )
}
