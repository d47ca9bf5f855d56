import type { Messages } from '@lingui/core'
import type { Locale } from '#domain/locale.ts'
import { messages as en } from './en/messages.po'
import { messages as fr } from './fr/messages.po'

// The catalog every page and e-mail reads, in both languages: the Worker (and Node, for
// tests and scripts) renders any language at any time, so both are in its bundle. The
// browser gets no catalog: every text it shows is in the server's HTML (ADR 029).
export const bundledCatalogs: Partial<Record<Locale, Messages>> = { fr, en }
