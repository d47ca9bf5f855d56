import { addCatalogs } from '#domain/i18n.ts'
import { messages as en } from './en/billing.po'
import { messages as fr } from './fr/billing.po'

// The texts of billing (lingui.config.ts): its e-mails to owners and its workspace page,
// in a catalog of their own so that other features' catalogs and billing's change apart.
addCatalogs({ fr, en })
