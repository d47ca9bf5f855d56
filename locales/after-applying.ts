import { addCatalogs } from '#domain/i18n.ts'
import { messages as en } from './en/after-applying.po'
import { messages as fr } from './fr/after-applying.po'

// The texts of a candidate's pages after applying (confirmation, withdrawal) and of the
// company's withdrawal e-mail (lingui.config.ts): imported by the modules that show one.
addCatalogs({ fr, en })
