/**
 * The label a pasted exam task carries — its number ("Zadanie 12.", "Zad. 3", "Завдання 5", "Task 4", a list
 * marker "1)") and its points ("(0–1 pkt)", "(2 бали)", "[3 marks]") — numbers that are not data of the problem.
 * Removed before the problem is read, so a task number is neither taken for a datum nor shown as read.
 */

const LABEL = String.raw`(?:zadanie|zad|task|exercise|question|problem|завдання|задача|питання)\.?\s*(?:nr\.?\s*|№\s*)?\d+[a-z]?\s*[.:)]?`
/** Points with their word, anywhere; without a word ("(0–1)") only right after a label. */
const POINTS_WORD = String.raw`[(\[]\s*\d+\s*(?:[-–]\s*\d+\s*)?(?:pkt|punkt\p{L}*|pts?|points?|marks?|бал\p{L}*)\.?\s*[)\]]`
const POINTS_BARE = String.raw`[(\[]\s*\d+\s*[-–]\s*\d+\s*[)\]]`

const HEADER = new RegExp(
  String.raw`^[ \t]*(?:${LABEL}|\d{1,2}\)(?=\s))[ \t]*(?:(?:${POINTS_WORD}|${POINTS_BARE})[ \t]*[.:]?)?`,
  'gimu',
)
const POINTS = new RegExp(POINTS_WORD, 'giu')

export const withoutHeader = (text: string): string => text.replace(HEADER, ' ').replace(POINTS, ' ')
