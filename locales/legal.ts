import { addCatalogs } from '#domain/i18n.ts'
import { messages as en } from './en/legal.po'
import { messages as fr } from './fr/legal.po'

// The privacy policy's and terms' texts (lingui.config.ts): imported by every module of
// these pages that shows one, and by no other page.
addCatalogs({ fr, en })
