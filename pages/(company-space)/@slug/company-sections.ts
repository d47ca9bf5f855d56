import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { companyPaths } from '#domain/paths.ts'

export type CompanySection = { key: 'company' | 'team' | 'jobs'; path: string; label: MessageDescriptor }

/** The three sections of a company space, in navigation order (spec section 2). */
export function companySections(slug: string): CompanySection[] {
  return [
    { key: 'company', path: companyPaths.company(slug), label: msg`Entreprise` },
    { key: 'team', path: companyPaths.team(slug), label: msg`Équipe` },
    { key: 'jobs', path: companyPaths.jobs(slug), label: msg`Jobs` },
  ]
}
