import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PlanId } from '#domain/plans.ts'

/**
 * What each plan gives, as the landing sells it (spec section 1): its name and features.
 * The billing page shows the same texts (ADR 061), so that what is bought is what was sold.
 */
export const PLAN_TEXT: Record<PlanId, { name: string; features: MessageDescriptor[] }> = {
  starter: { name: 'Starter', features: [msg`Page carrière`, msg`3 offres actives`] },
  pro: {
    name: 'Pro',
    features: [msg`Offres illimitées`, msg`Statistiques`, msg`Personnalisation avancée de la marque`],
  },
  enterprise: {
    name: 'Enterprise',
    features: [msg`Authentification unique (SSO)`, msg`Engagement de service (SLA)`, msg`Multi-sites`],
  },
}
