import { useData } from 'vike-react/useData'
import type { Data } from './+data.ts'

/**
 * Back from Checkout, while Stripe's event has not landed: a browser without JavaScript
 * refreshes the page (a bounded number of times, ADR 069); a hydrated page asks again by
 * itself (use-checkout-confirmation.ts), so the refresh is in `<noscript>`.
 */
export default function BillingHead() {
  const { refreshWhileConfirming: refresh } = useData<Data>()
  if (!refresh) return null
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${refresh.afterSeconds}; url=${refresh.url}`} />
    </noscript>
  )
}
