import type { TFunction } from '~/i18n/react.tsx'
import { subjectName } from '~/utils/names.ts'
import type { Blueprint, Part } from '#domain/exam/full-length/index.ts'

/** A part's name: the SAT's modules and the NMT's parts have their own; elsewhere a part is one subject. */
export function partLabel(t: TFunction, blueprint: Blueprint, part: Part): string {
  if (blueprint.id === 'sat' || blueprint.id === 'nmt') return t(`fullExam:parts.${blueprint.id}.${part.id}`)
  const section = part.blocks[0]?.scoreSection ?? part.id
  return subjectName(t, section)
}
