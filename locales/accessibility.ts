import { addCatalogs } from '#domain/i18n.ts'
import { messages as en } from './en/accessibility.po'
import { messages as fr } from './fr/accessibility.po'

// The accessibility statements' texts (lingui.config.ts, ADR 048): imported by every module
// of those pages that shows one, and by no other page.
addCatalogs({ fr, en })
