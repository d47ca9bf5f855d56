import { Trans } from '@lingui/react/macro'
import type { PlanCount } from '#server/features/editor/pages.server.ts'

/**
 * Starter's limit before the click: when the plan's visible offers are all used,
 * the editor of a hidden offer says that publishing it will be refused, and why. The refusal
 * itself is the database's (ADR 041, 065).
 */
export function PlanLimitNotice({ plan, visible }: { plan: PlanCount; visible: boolean }) {
  if (visible || plan.limit === null || plan.visible < plan.limit) return null
  const { limit } = plan
  return (
    <p id="plan-limit">
      <Trans>
        Votre formule {plan.plan} permet {limit} offres visibles et elles le sont toutes : pour publier celle-ci,
        dépubliez ou clôturez-en une autre, ou passez à Pro.
      </Trans>
    </p>
  )
}
