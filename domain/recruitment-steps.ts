import type { RecruitmentStep } from './company.ts'
import { jsonText } from './json-text.ts'

export type RecruitmentStepItem = { title: string; description: string | null }

function stepNumber(step: unknown): number | null {
  if (typeof step === 'number') return Number.isFinite(step) ? step : null
  if (typeof step === 'string' && step.trim() !== '') {
    const parsed = Number(step.trim())
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

/**
 * Steps from either stored shape (plain strings or {step, title, description}). Numbered steps are put
 * in order (stable); unnumbered ones follow in stored order. Null means "show the three default steps".
 */
export function recruitmentSteps(process: RecruitmentStep[] | null | undefined): RecruitmentStepItem[] | null {
  if (!Array.isArray(process)) return null
  const steps: { item: RecruitmentStepItem; order: number | null }[] = []
  for (const entry of process) {
    if (typeof entry === 'string') {
      const title = entry.trim()
      if (title !== '') steps.push({ item: { title, description: null }, order: null })
    } else if (entry !== null && typeof entry === 'object') {
      const title = jsonText(entry.title)
      const description = jsonText(entry.description)
      const order = stepNumber(entry.step)
      if (title !== null) steps.push({ item: { title, description }, order })
      // A step with only a description still says something: it becomes the title.
      else if (description !== null) steps.push({ item: { title: description, description: null }, order })
    }
  }
  if (steps.length === 0) return null
  steps.sort((a, b) => {
    if (a.order === null || b.order === null) return (a.order === null ? 1 : 0) - (b.order === null ? 1 : 0)
    return a.order - b.order
  })
  return steps.map((step) => step.item)
}
