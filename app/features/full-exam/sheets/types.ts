/** A formula sheet written in its exam's language (exam material, like the bank's items; decision 085). */
export interface FormulaSheet {
  lang: 'uk' | 'pl'
  title: string
  sections: readonly { heading: string; rows: readonly (readonly [label: string, formula: string])[] }[]
}
