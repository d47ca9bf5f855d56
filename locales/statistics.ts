import { addCatalogs } from '#domain/i18n.ts'
import { messages as en } from './en/statistics.po'
import { messages as fr } from './fr/statistics.po'

// The texts of a company's statistics page, its CSV and weekly e-mail (lingui.config.ts):
// loaded by domain/statistics/labels.ts, which every module showing one imports.
addCatalogs({ fr, en })
