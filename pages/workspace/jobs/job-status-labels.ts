import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A job's status as the editors show it; an unknown one (an import's) is shown as stored. */
export const JOB_STATUS_LABELS: Record<string, MessageDescriptor> = {
  draft: msg`Brouillon`,
  published: msg`Publiée`,
  open: msg`Publiée`,
  active: msg`Publiée`,
  closed: msg`Clôturée`,
  expired: msg`Expirée`,
  archived: msg`Archivée`,
  filled: msg`Pourvue`,
}
