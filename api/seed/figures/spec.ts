/** One item's figure: the drawing made from the item's numbers, its description in the item's language, and the
 * numbers the drawing prints (each must appear in the stem and in the description, so the three agree). */
export interface FigureSpec {
  id: string
  description: string
  numbers: string[]
  draw: () => string
}
