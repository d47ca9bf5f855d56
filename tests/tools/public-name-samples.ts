import { PUBLIC_NAME_ERROR } from '#domain/public-name.ts'

// Shared by the rule's unit test and the database's (the two sides must agree on each).

/** Names and titles companies write, which the rule must keep. */
export const FIT_NAMES = [
  'Lumen Énergie',
  'Café Moka',
  '3M France',
  'Ingénieur·e photovoltaïque',
  'Développeur·se React/Node.js (H/F)',
  'Ingénieur C++ / ASP.NET Core',
  'Technicien SAV 3x8 - 2026-2027',
  'Chef de projet 360°',
  'Stage 6 mois : marketing digital',
  'Comptable – 35 000 € brut annuel',
  'Vendeur (F/H) 20h/semaine',
  'Le Studio d’Émile & Cie',
  '株式会社 東京',
  'شركة القاهرة',
]

/** What the audit published, and its cousins, with the rule each breaks. */
export const UNFIT_NAMES: [string, string][] = [
  ['', PUBLIC_NAME_ERROR.required],
  [' Acme', PUBLIC_NAME_ERROR.required],
  ['Acme\u00a0', PUBLIC_NAME_ERROR.required],
  ['Développeur\r\nBcc: victim@example.org', PUBLIC_NAME_ERROR.multiline],
  ['Acme\tLtd', PUBLIC_NAME_ERROR.multiline],
  ['Acme\u2028Ltd', PUBLIC_NAME_ERROR.multiline],
  ['Acme \u202egnp.exe Ltd', PUBLIC_NAME_ERROR.invisible],
  ['Acme \u2066Ltd\u2069', PUBLIC_NAME_ERROR.invisible],
  ['Ac\u200bme', PUBLIC_NAME_ERROR.invisible],
  ['Développeur https://evil.example/job', PUBLIC_NAME_ERROR.link],
  ['Acme HTTPS://EVIL.EXAMPLE Ltd', PUBLIC_NAME_ERROR.link],
  ['Voir evil.example/login', PUBLIC_NAME_ERROR.link],
  ['Acme www.evil-site.io', PUBLIC_NAME_ERROR.link],
  ['Écrivez à jobs@evil.example', PUBLIC_NAME_ERROR.link],
  ['Acme evil.com', PUBLIC_NAME_ERROR.link],
  ['Acme EVIL.FR', PUBLIC_NAME_ERROR.link],
  ['Appelez le 06 12 34 56 78', PUBLIC_NAME_ERROR.phone],
  ['Acme 0612345678', PUBLIC_NAME_ERROR.phone],
  ['Acme +44 7911 123456', PUBLIC_NAME_ERROR.phone],
  ['Acme (+33) 1.23.45.67.89', PUBLIC_NAME_ERROR.phone],
]
