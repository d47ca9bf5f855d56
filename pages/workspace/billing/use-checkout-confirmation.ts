import { useEffect } from 'react'
import { reload } from 'vike/client/router'

/** How often, and how many times, a page back from Checkout asks whether Stripe's event landed (two minutes). */
const ASK_EVERY_MS = 3000
const ASKS = 40

/**
 * While `confirming` (back from Checkout, the plan not Pro yet), the hydrated page reloads its
 * data every few seconds: Vike's `reload()` runs the page's loader again, without a new
 * document (focus and scroll kept), and the status region then says Pro, which screen
 * readers announce. It stops once Pro, after ASKS, or when the page is left; the page's
 * "Actualiser" link remains (ADR 069).
 */
export function useCheckoutConfirmation(confirming: boolean): void {
  useEffect(() => {
    if (!confirming) return
    let stopped = false
    let asked = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const askLater = () => {
      timer = setTimeout(async () => {
        asked += 1
        // A failed reload (the network, a deploy) is only one ask: the next one is still made.
        await reload().catch(() => undefined)
        if (!stopped && asked < ASKS) askLater()
      }, ASK_EVERY_MS)
    }
    askLater()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [confirming])
}
