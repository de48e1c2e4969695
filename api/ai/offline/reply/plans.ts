import { examTypeNameValues, type ExamTypeName } from '../../../../openapi/types.ts'
import type { TutorInput, TutorProgress, TutorWeakArea } from '../../types.ts'
import type { SearchDoc } from '../search.ts'
import { say } from '../texts.ts'
import type { PlanRequest } from './plan-request.ts'
import { addSchedule } from './plan-schedule.ts'
import { practiceHref, type OfflineReply, type Reply } from './reply.ts'

/** Study plans and "my weakest topic" from the student's progress, or from the results the page passed along. */

const NAMED_EXAM = /\bexamType\s*[:=]\s*([A-Z_]+)/
const EXAM_IN_CONTEXT: [RegExp, ExamTypeName][] = [
  [/\(SAT\)|\bSAT\b/, 'SAT'],
  [/\(NMT\)|\bNMT\b|НМТ/, 'NMT'],
  [/Matura/i, 'MATURA_BASIC'],
  [/Alberta/i, 'ALBERTA_DIPLOMA'],
  [/OSSLT|Ontario/i, 'ONTARIO_OSSLT'],
  [/British Columbia|\bBC\b/, 'BC_LITERACY'],
]

function examFromContext(context: string): ExamTypeName | undefined {
  const named = context.match(NAMED_EXAM)?.[1]
  if (named && (examTypeNameValues as readonly string[]).includes(named)) return named as ExamTypeName
  const found = EXAM_IN_CONTEXT.find(([re]) => re.test(context))?.[1]
  if (found === 'MATURA_BASIC' && /Level:\s*(?:extended|rozszerz)/i.test(context)) return 'MATURA_EXTENDED'
  return found
}

const percent = (text: string | undefined) => {
  const n = text === undefined ? Number.NaN : Number(text.replace(',', '.'))
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : Number.NaN
}

/**
 * The results a page passed as context, as progress: "Overall score: 64%", "Subject breakdown: Math 3/5 (60%);
 * …" and "Weak areas: Algebra (45%), Geometry (60%)" (app/utils/tutor-context.ts writes them), or the older
 * "weakAreas: Algebra, Geometry". Names are matched to the bank's sections and topics where they can be.
 */
export function progressFromContext(r: Reply, context: string | undefined): TutorProgress | undefined {
  if (!context) return undefined
  const examType = examFromContext(context)
  const answered = new Map<string, number>()
  const breakdown: TutorWeakArea[] = []
  const rows = context.match(/Subject breakdown\s*:\s*([^\n]+)/i)?.[1]
  for (const row of rows?.split(';') ?? []) {
    const m = row.trim().match(/^(.+?)\s+(?:(\d+)\s*\/\s*(\d+)\s+)?\((\d+(?:[.,]\d+)?)%\)$/)
    if (!m) continue
    const total = m[3] ? Number(m[3]) : undefined
    if (total !== undefined) answered.set(m[1].toLowerCase(), total)
    breakdown.push(resolveArea(r, m[1], examType, percent(m[4]), total))
  }
  const weakText = context.match(/(?:weak(?:est)?\s*areas?|weakAreas|weak topics)\s*[:=]\s*([^\n]+)/i)?.[1]
  const weak = (weakText?.split(/[,;]/) ?? [])
    .map((a) => a.trim())
    .filter(Boolean)
    .slice(0, 8)
    .map((a) => {
      const m = a.match(/^(.+?)\s*\((\d+(?:[.,]\d+)?)%\)$/)
      const name = (m?.[1] ?? a).trim()
      return resolveArea(r, name, examType, percent(m?.[2]), answered.get(name.toLowerCase()))
    })
  const areas = weak.length ? weak : breakdown.filter((a) => !(a.accuracy >= 75))
  if (!areas.length) return undefined
  const score = context.match(/Overall score\s*:\s*(\d+(?:[.,]\d+)?)\s*%/i)?.[1]
  return {
    source: 'browser',
    examType,
    ...(score ? { scorePercentage: percent(score) } : {}),
    weakAreas: areas,
  }
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim()

/** A name from the page as a bank section or topic of the exam (by key or by its shown name), else as is. */
function resolveArea(
  r: Reply,
  name: string,
  examType: ExamTypeName | undefined,
  accuracy: number,
  answered: number | undefined,
): TutorWeakArea {
  const wanted = norm(name)
  const names = r.resources.names(r.language)
  const area: TutorWeakArea = { examType, accuracy, ...(answered !== undefined ? { answered } : {}) }
  for (const doc of r.search.docs.values()) {
    if (examType && doc.examType !== examType) continue
    if (norm(doc.section) === wanted || norm(names.subjects[doc.section] ?? '') === wanted)
      return { ...area, examType: doc.examType, section: doc.section }
    if (norm(doc.topic) === wanted || norm(names.topics[doc.topic] ?? '') === wanted)
      return { ...area, examType: doc.examType, section: doc.section, topic: doc.topic }
  }
  return { ...area, section: name.slice(0, 200) }
}

export function progressFor(r: Reply, input: TutorInput): TutorProgress | undefined {
  if (input.progress?.weakAreas.length) return input.progress
  return progressFromContext(r, input.context) ?? input.progress
}

function areaName(r: Reply, area: TutorWeakArea): string {
  if (area.topic) return `${r.topic(area.topic)}${area.section ? ` (${r.subject(area.section)})` : ''}`
  return r.subject(area.section ?? '')
}

/** Practice for an area: its bank section (and topic) when it is one, else the exam's questions. */
function areaLink(r: Reply, area: TutorWeakArea, examType?: ExamTypeName): string {
  const exam = area.examType ?? examType
  if (!exam) return r.t.general.browseQuestions
  const inBank = [...r.search.docs.values()].some(
    (d) => d.kind === 'question' && d.examType === exam && d.section === area.section,
  )
  if (!area.section || !inBank) return `[${r.examName(exam)}](/questions?examType=${encodeURIComponent(exam)})`
  return `[${r.subject(area.section)}](${practiceHref({ examType: exam, section: area.section })})`
}

const byAccuracy = (a: TutorWeakArea, b: TutorWeakArea) => (a.accuracy || 0) - (b.accuracy || 0)

/** How many questions a day an area needs: more the weaker it is. */
export function questionsPerDay(accuracy: number): number {
  return !Number.isFinite(accuracy) || accuracy < 50 ? 15 : accuracy < 75 ? 10 : 5
}

export function planReply(r: Reply, progress: TutorProgress | undefined, request: PlanRequest): OfflineReply {
  const t = r.t
  const exam = request.examType ?? progress?.examType
  const areas = [...(progress?.weakAreas ?? [])]
    .filter((a) => !exam || (a.examType ?? progress?.examType) === exam)
    .sort(byAccuracy)
    .slice(0, 4)
  if (areas.length && progress) {
    r.add(
      say(t, 'plan', 'intro', { source: progress.source === 'account' ? t.plan.sourceAccount : t.plan.sourceBrowser }),
    )
    if (progress.scorePercentage !== undefined && Number.isFinite(progress.scorePercentage))
      r.add(say(t, 'plan', 'overall', { score: Math.round(progress.scorePercentage) }))
    const lines = areas.map((area, i) => {
      const known = Number.isFinite(area.accuracy)
      return say(t, 'plan', 'weakLine', {
        n: i + 1,
        area: areaName(r, area),
        accuracy: known ? Math.round(area.accuracy) : '—',
        answered: area.answered ? say(t, 'plan', 'answered', { count: area.answered }) : '',
        perDay: questionsPerDay(area.accuracy),
        link: areaLink(r, area, exam),
      })
    })
    r.add(lines.join('\n'))
  }
  const forExam = progress && { ...progress, weakAreas: areas }
  const plan = addSchedule(r, request, forExam)
  if (!/\/questions\?/.test(r.parts.join('\n')) && !plan.topics.length) {
    if (!areas.length) r.add(t.plan.noProgress, t.plan.generic)
    else r.add(t.plan.schedule)
  }
  if (plan.topics.length || areas.length) r.add(t.plan.goal)
  return { ...r.done('plan', false), plan }
}

export function weakestReply(r: Reply, progress: TutorProgress | undefined, message: string): OfflineReply {
  const weakest = [...(progress?.weakAreas ?? [])].sort(byAccuracy)[0]
  if (!progress || !weakest) {
    r.add(r.t.plan.noProgress, r.t.plan.generic)
    return r.done('weakest', false)
  }
  r.add(
    say(r.t, 'plan', 'weakestIntro', {
      area: areaName(r, weakest),
      accuracy: Number.isFinite(weakest.accuracy) ? Math.round(weakest.accuracy) : '—',
    }),
  )
  const exam = weakest.examType ?? progress.examType
  const inArea = (d: SearchDoc) =>
    (!exam || d.examType === exam) &&
    (!weakest.section || d.section === weakest.section) &&
    (!weakest.topic || d.topic === weakest.topic)
  const note = [...r.search.docs.values()].find((d) => d.kind === 'note' && d.language === r.language && inArea(d))
  const query = `${weakest.topic?.replace(/_/g, ' ') ?? ''} ${weakest.section ?? ''}`.trim() || message
  if (note) r.quoteNote(note)
  else {
    const hit = r.search.search(query, { language: r.language, filter: inArea, limit: 1 })[0]
    if (hit?.doc.kind === 'note') r.quoteNote(hit.doc)
    else if (hit) r.quoteExplanation(hit.doc)
  }
  const practice = [...r.search.docs.values()].filter((d) => d.kind === 'question' && inArea(d)).slice(0, 3)
  r.practice(practice)
  return r.done('weakest', false)
}
