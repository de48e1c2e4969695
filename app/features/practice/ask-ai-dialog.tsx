import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { cn } from '~/utils/misc.ts'

export interface ChatMessage {
  role: 'user' | 'assistant'
  content: string
}

/**
 * The practice flows' AI chat in a dialog. `send` decides the call and the failure behaviour of each flow
 * (spec section 8): it returns the reply to append, or null to append nothing.
 * Empty or pending: cannot send. Enter sends, Shift+Enter makes a new line.
 */
export function AskAiDialog({
  triggerLabel,
  title,
  send,
  testId = 'ask-ai',
}: {
  triggerLabel: string
  title: string
  send: (message: string) => Promise<string | null>
  testId?: string
}) {
  const { t } = useTranslation('practice')
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const listRef = useRef<HTMLOListElement>(null)

  async function submit() {
    const text = input.trim()
    if (!text || pending) return
    setMessages((m) => [...m, { role: 'user', content: text }])
    setPending(true)
    const reply = await send(text)
    setPending(false)
    if (reply !== null) {
      setMessages((m) => [...m, { role: 'assistant', content: reply }])
      setInput('')
    }
    requestAnimationFrame(() => listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' }))
  }

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" data-testid={`${testId}-button`}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          className="fixed inset-x-2 bottom-2 top-16 z-50 mx-auto flex max-w-lg flex-col gap-3 rounded-card bg-surface p-4 shadow-xl md:inset-x-auto md:left-1/2 md:w-[32rem] md:-translate-x-1/2"
          data-testid={`${testId}-dialog`}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className={buttonVariants({ variant: 'ghost' })} aria-label={t('kit.closeChat')}>
              ×
            </Dialog.Close>
          </div>
          <ol
            ref={listRef}
            className="flex flex-1 flex-col gap-2 overflow-y-auto"
            aria-live="polite"
            data-testid={`${testId}-messages`}
          >
            {messages.length === 0 ? <li className="text-sm text-ink-muted">{t('kit.chatEmpty')}</li> : null}
            {messages.map((m, i) => (
              <li
                key={i}
                className={cn(
                  'max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 text-sm',
                  m.role === 'user' ? 'self-end bg-brand text-white' : 'self-start bg-canvas',
                )}
                data-role={m.role}
              >
                {m.content}
              </li>
            ))}
            {pending ? (
              <li className="self-start text-sm text-ink-muted" data-testid={`${testId}-pending`}>
                {t('kit.thinking')}
              </li>
            ) : null}
          </ol>
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
          >
            <label className="sr-only" htmlFor={`${testId}-input`}>
              {t('kit.chatLabel')}
            </label>
            <textarea
              id={`${testId}-input`}
              value={input}
              rows={2}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault()
                  void submit()
                }
              }}
              className="field-input flex-1 resize-none"
              placeholder={t('kit.chatPlaceholder')}
              data-testid={`${testId}-input`}
            />
            <Button type="submit" disabled={!input.trim() || pending} data-testid={`${testId}-send`}>
              {t('kit.send')}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
