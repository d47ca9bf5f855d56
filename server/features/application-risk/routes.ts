import { Hono } from 'hono'
import type { AppEnv } from '../../hono-env.ts'
import { createChallenge } from './challenge.ts'

/**
 * GET /api/apply-challenge: a fresh proof-of-work challenge for the application form's
 * script (ADR 077). No database, no cookie; never cached, each visitor gets their own.
 */
export const applyChallenge = new Hono<AppEnv>()

applyChallenge.get('/apply-challenge', async (c) => {
  const challenge = await createChallenge(c.get('config').linkSigningSecret)
  return c.json(challenge, 200, { 'Cache-Control': 'no-store' })
})
