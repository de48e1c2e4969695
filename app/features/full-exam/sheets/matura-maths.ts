import type { FormulaSheet } from './types.ts'

// Our own selection and wording of the formulas the CKE's "Wybrane wzory matematyczne" booklet covers (decision
// 085); written as text so a screen reader reads them.
export const MATURA_MATHS_SHEET: FormulaSheet = {
  lang: 'pl',
  title: 'Wybrane wzory matematyczne',
  sections: [
    {
      heading: 'Liczby, potęgi, logarytmy',
      rows: [
        ['Wartość bezwzględna', '|x| = x dla x ≥ 0;  |x| = −x dla x < 0'],
        ['Potęgi', 'aᵐ · aⁿ = aᵐ⁺ⁿ;  aᵐ : aⁿ = aᵐ⁻ⁿ;  (aᵐ)ⁿ = aᵐⁿ;  a⁻ⁿ = 1/aⁿ'],
        ['Logarytm', 'logₐ b = c ⇔ aᶜ = b (a > 0, a ≠ 1, b > 0)'],
        ['Działania na logarytmach', 'logₐ(xy) = logₐ x + logₐ y;  logₐ(x/y) = logₐ x − logₐ y;  logₐ xʳ = r · logₐ x'],
        ['Procent składany', 'Kₙ = K₀ · (1 + p/100)ⁿ'],
      ],
    },
    {
      heading: 'Wzory skróconego mnożenia',
      rows: [
        ['Kwadrat sumy i różnicy', '(a ± b)² = a² ± 2ab + b²'],
        ['Różnica kwadratów', 'a² − b² = (a − b)(a + b)'],
        ['Sześcian sumy i różnicy', '(a ± b)³ = a³ ± 3a²b + 3ab² ± b³'],
      ],
    },
    {
      heading: 'Funkcja kwadratowa',
      rows: [
        ['Wyróżnik', 'Δ = b² − 4ac'],
        ['Miejsca zerowe (Δ ≥ 0)', 'x₁,₂ = (−b ± √Δ) / (2a)'],
        ['Wierzchołek paraboli', 'W = (p, q), p = −b / (2a), q = −Δ / (4a)'],
        ['Postać kanoniczna i iloczynowa', 'f(x) = a(x − p)² + q;  f(x) = a(x − x₁)(x − x₂)'],
        ['Wzory Viète’a', 'x₁ + x₂ = −b/a;  x₁ · x₂ = c/a'],
      ],
    },
    {
      heading: 'Ciągi',
      rows: [
        ['Ciąg arytmetyczny', 'aₙ = a₁ + (n − 1)r;  Sₙ = (a₁ + aₙ) · n / 2'],
        ['Ciąg geometryczny', 'aₙ = a₁ · qⁿ⁻¹;  Sₙ = a₁(1 − qⁿ) / (1 − q), q ≠ 1'],
      ],
    },
    {
      heading: 'Trygonometria',
      rows: [
        ['Jedynka trygonometryczna', 'sin²α + cos²α = 1'],
        ['Tangens', 'tg α = sin α / cos α'],
        ['Twierdzenie sinusów', 'a / sin α = b / sin β = c / sin γ = 2R'],
        ['Twierdzenie cosinusów', 'a² = b² + c² − 2bc · cos α'],
      ],
    },
    {
      heading: 'Planimetria i stereometria',
      rows: [
        ['Pole trójkąta', 'P = ½ a · hₐ = ½ ab · sin γ'],
        ['Pole trapezu', 'P = (a + b) / 2 · h'],
        ['Koło i okrąg', 'P = πr²;  L = 2πr'],
        ['Graniastosłup i walec', 'V = Pₚ · h;  walec: V = πr²h'],
        ['Ostrosłup i stożek', 'V = ⅓ Pₚ · h;  stożek: V = ⅓ πr²h, Pb = πrl'],
        ['Kula', 'V = 4/3 πr³;  P = 4πr²'],
      ],
    },
    {
      heading: 'Geometria analityczna',
      rows: [
        ['Długość odcinka', '|AB| = √((x_B − x_A)² + (y_B − y_A)²)'],
        ['Środek odcinka', 'S = ((x_A + x_B) / 2, (y_A + y_B) / 2)'],
        ['Odległość punktu od prostej Ax + By + C = 0', 'd = |Ax₀ + By₀ + C| / √(A² + B²)'],
        ['Równanie okręgu', '(x − a)² + (y − b)² = r²'],
      ],
    },
    {
      heading: 'Kombinatoryka, prawdopodobieństwo, statystyka',
      rows: [
        ['Permutacje i kombinacje', 'n!;  (n nad k) = n! / (k! (n − k)!)'],
        ['Prawdopodobieństwo klasyczne', 'P(A) = |A| / |Ω|'],
        ['Średnia arytmetyczna', 'x̄ = (x₁ + x₂ + … + xₙ) / n'],
      ],
    },
  ],
}
