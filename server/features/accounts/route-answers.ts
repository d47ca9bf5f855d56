import type { Context } from 'hono'
import { renderPage } from 'vike/server'
import { type Locale, localeOrDefault } from '#domain/locale.ts'
import type { WorkspaceFormError } from '#domain/workspace.ts'
import type { AppEnv } from '#server/hono-env.ts'

/** What a workspace page shows of a form's answer (conform's `lastResult`) or a refusal. */
export type WorkspaceFormAnswer = {
  lastResult?: unknown
  formError?: WorkspaceFormError
  linkError?: 'expired' | 'used' | 'unknown' | 'taken'
  /** A refusal of the whole form with what its message names (the editors': who changed an offer and when, the plan's limit). */
  refusal?: { code: string; values: Record<string, string | number | null> }
  /** The company editor's image form's answer (conform's `lastResult` of that form, not of the page's). */
  imageResult?: unknown
  /** The settings' new webhook secret, shown once: on the answer to the form that made it (ADR 070). */
  webhookSecret?: string
}

export const localeOf = (c: Context<AppEnv>): Locale => {
  return localeOrDefault(c.req.param('lang'))
}
export const home = (locale: Locale) => `/${locale}/workspace`

/** This request's workspace page, rendered with what the form's route found. */
export async function answerWithPage(c: Context<AppEnv>, status: number, answer: WorkspaceFormAnswer, path?: string) {
  const url = new URL(c.req.url)
  if (path) url.pathname = path
  const { httpResponse } = await renderPage({
    urlOriginal: url.toString(),
    headersOriginal: c.req.raw.headers,
    hono: c,
    workspaceAnswer: answer,
  })
  return new Response(httpResponse.getReadableWebStream(), {
    status,
    headers: new Headers(httpResponse.headers),
  })
}
