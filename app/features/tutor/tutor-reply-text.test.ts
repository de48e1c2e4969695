import { describe, expect, it } from 'vitest'
import { replyParts, sameOriginPath } from '~/features/tutor/tutor-reply-text.tsx'

describe('tutor reply links', () => {
  it('turns [label](/path?query) into a link and keeps the text around it', () => {
    expect(
      replyParts('Practise it now:\n• [Linear equations](/questions?examType=SAT&topic=linear_equations) today'),
    ).toEqual([
      { text: 'Practise it now:\n• ' },
      { label: 'Linear equations', to: '/questions?examType=SAT&topic=linear_equations' },
      { text: ' today' },
    ])
  })

  it('leaves every other target as plain text', () => {
    for (const href of [
      'javascript:alert(1)',
      'https://evil.example/questions',
      '//evil.example/x',
      '/\\evil.example',
      'data:text/html,<script>alert(1)</script>',
      'questions?x=1',
    ]) {
      expect(sameOriginPath(href), href).toBeNull()
      const text = `See [this](${href}) now`
      expect(replyParts(text), href).toEqual([{ text }])
    }
  })

  it('keeps markup as text (React escapes it) and handles several links', () => {
    const text = '<img src=x onerror=alert(1)> [a](/questions?topic=a) and [b](/progress)'
    expect(replyParts(text)).toEqual([
      { text: '<img src=x onerror=alert(1)> ' },
      { label: 'a', to: '/questions?topic=a' },
      { text: ' and ' },
      { label: 'b', to: '/progress' },
    ])
  })
})
