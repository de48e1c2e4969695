import { useTranslation } from 'react-i18next'

/** A form field's errors: zod messages are locale keys of the form's namespace, shown in the user's language. */
export function FieldError({ id, errors, ns }: { id: string; errors?: string[]; ns: string }) {
  const { t } = useTranslation(ns)
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error" role="alert">
      {errors.map((e) => t(e)).join(' ')}
    </p>
  )
}
