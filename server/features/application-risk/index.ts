/**
 * Applications from people, not bots (ADR 077): the signals computed when an
 * application arrives (honeypot, signed render time, proof of work, the same CV or phone
 * across many applications, a throwaway address, bursts from one client), the level they
 * make, stored with the application and told to the company, never to the candidate. Only
 * a foreign or replayed proof of work is refused (429, as the rate limit).
 */
export { applyChallenge } from './routes.ts'
export { screenApplication } from './screen.ts'
