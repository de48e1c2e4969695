import { type RefObject } from 'react'
import { Button } from '~/components/ui/button.tsx'

/**
 * The message box under a tutor chat (the tutor page and popup, the practice ask-AI dialogs): Enter sends,
 * Shift+Enter breaks the line, and while a reply streams a Stop button sits beside Send.
 */
export function ChatComposer(props: {
  testId: string
  inputId: string
  value: string
  onChange: (value: string) => void
  onSend: () => void
  onStop: () => void
  pending: boolean
  canSend: boolean
  texts: { label: string; placeholder: string; send: string; stop: string; stopLabel: string }
  inputRef?: RefObject<HTMLTextAreaElement>
  describedBy?: string
}) {
  const { testId, texts } = props
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        props.onSend()
      }}
    >
      <label className="sr-only" htmlFor={props.inputId}>
        {texts.label}
      </label>
      <textarea
        ref={props.inputRef}
        id={props.inputId}
        value={props.value}
        rows={2}
        maxLength={4000}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault()
            props.onSend()
          }
        }}
        className="field-input flex-1 resize-none"
        placeholder={texts.placeholder}
        data-testid={`${testId}-input`}
      />
      {props.pending ? (
        <Button
          type="button"
          variant="secondary"
          onClick={props.onStop}
          aria-label={texts.stopLabel}
          data-testid={`${testId}-stop`}
        >
          {texts.stop}
        </Button>
      ) : null}
      <Button type="submit" disabled={!props.canSend} data-testid={`${testId}-send`}>
        {texts.send}
      </Button>
    </form>
  )
}
