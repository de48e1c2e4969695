import type { TFunction } from '~/i18n/react.tsx'

type T = TFunction | ((key: string, options?: Record<string, unknown>) => string)

/** A topic key (snake_case) by its translated name, else made readable. */
export function topicName(t: T, topic: string): string {
  const plain = topic.replaceAll('_', ' ')
  return String(
    (t as TFunction)(`common:topics.${topic}`, { defaultValue: plain.charAt(0).toUpperCase() + plain.slice(1) }),
  )
}
