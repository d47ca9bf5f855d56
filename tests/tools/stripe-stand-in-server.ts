import { startStripeStandIn } from './stripe-stand-in.ts'

/**
 * Stripe's stand-in as a process of its own, for the browser tests (playwright.config.ts
 * starts it as a web server before the Worker): `node tests/tools/stripe-stand-in-server.ts
 * <port> <the Worker's webhook URL>`. It stops on SIGTERM or SIGINT.
 */
const [port, webhookUrl] = process.argv.slice(2)
if (!port || !webhookUrl) throw new Error('usage: stripe-stand-in-server.ts <port> <webhook URL>')
const standIn = await startStripeStandIn({ port: Number(port), webhookUrl })
console.info(`Stripe stand-in on ${standIn.url}, events to ${webhookUrl}`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void standIn.close())
