import type { Catalog, ExamType } from '../../openapi/types.ts'
import type { OperationContext } from './context.ts'

export function getCatalog(ctx: OperationContext): Catalog {
  return ctx.catalog
}

export function listExamTypes(ctx: OperationContext): ExamType[] {
  return ctx.examTypes
}
