import { test, expect, gotoHydrated, useLanguage, expectAccessible, type Language } from './fixtures.ts'

// Items with figures (issue 25): the drawing is an image named by its description, the description can be read
// as text, and the page stays accessible. The items and descriptions are the bank's (api/seed/figures).

const CASES: { lang: Language; url: string; id: string; description: RegExp; summary: string }[] = [
  {
    lang: 'en',
    url: '/questions?examType=SAT&section=Math+Calculator&topic=geometry',
    id: 'sat-math-calculator-005',
    description: /^A right triangle with legs of lengths 9 and 12/,
    summary: 'Text description of the figure',
  },
  {
    lang: 'pl',
    url: '/questions?examType=MATURA_BASIC&section=Mathematics&topic=geometry',
    id: 'matura-basic-mathematics-010',
    description: /^Trójkąt prostokątny ABC z kątem prostym przy wierzchołku C; przyprostokątne mają długości 6 i 8/,
    summary: 'Opis rysunku w formie tekstu',
  },
]

for (const c of CASES)
  test(`/questions (${c.lang}): a figure is an image named by its description, readable as text, and axe passes`, async ({
    page,
  }) => {
    await useLanguage(page, c.lang)
    await gotoHydrated(page, c.url)
    const card = page.locator(`[data-question-id="${c.id}"]`)
    const drawing = card.getByRole('img', { name: c.description })
    await expect(drawing).toBeVisible()
    // Sized to the column, drawn in the text colour (the page's theme decides it).
    const box = await drawing.boundingBox()
    expect(box && box.width > 100 && box.height > 60).toBe(true)
    const description = card.getByTestId('figure-description')
    await expect(description).toBeHidden()
    await card.getByText(c.summary).click()
    await expect(description).toHaveText(c.description)
    await expectAccessible(page)
  })
