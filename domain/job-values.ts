import { foldText } from './fold-text.ts'

// The known values of a job's free-text fields (contract, remote mode, duration, experience
// and education levels), as machine keys: the UI shows them in the page's language
// (server/page-data/job-values.server.ts); an unknown value is shown as the company wrote it.

export type JobValueKind = 'contract' | 'remote' | 'duration' | 'experience' | 'education'

/** Folded phrases (lowercase, accent-free, single spaces, no punctuation but '+') and their key. */
const KNOWN: Record<JobValueKind, Record<string, string>> = {
  contract: {
    cdi: 'permanent',
    'contrat a duree indeterminee': 'permanent',
    cdd: 'fixedTerm',
    'contrat a duree determinee': 'fixedTerm',
    stage: 'internship',
    alternance: 'workStudy',
    'contrat de professionnalisation': 'workStudy',
    freelance: 'freelance',
    independant: 'freelance',
    interim: 'temporary',
  },
  remote: {
    'sur site': 'onSite',
    presentiel: 'onSite',
    'sur place': 'onSite',
    'pas de teletravail': 'onSite',
    hybride: 'hybrid',
    'teletravail partiel': 'hybrid',
    'teletravail complet': 'fullRemote',
    'teletravail total': 'fullRemote',
    'teletravail integral': 'fullRemote',
    '100 teletravail': 'fullRemote',
    'full remote': 'fullRemote',
  },
  duration: {
    'temps plein': 'fullTime',
    'temps partiel': 'partTime',
  },
  experience: {
    debutant: 'entry',
    'debutant accepte': 'entry',
    junior: 'junior',
    confirme: 'experienced',
    experimente: 'experienced',
    senior: 'senior',
    expert: 'expert',
  },
  education: {
    cap: 'cap',
    bac: 'bac',
    'bac+2': 'bac2',
    bts: 'bac2',
    dut: 'bac2',
    'bac+3': 'bac3',
    licence: 'bac3',
    bachelor: 'bac3',
    'bac+4': 'bac4',
    'bac+5': 'bac5',
    master: 'bac5',
    'bac+8': 'doctorate',
    doctorat: 'doctorate',
  },
}

/** A duration in a number of units ('6 mois', '2 ans'): its unit key and count. */
const DURATION_UNITS: Record<string, 'months' | 'years'> = {
  mois: 'months',
  an: 'years',
  ans: 'years',
  annee: 'years',
  annees: 'years',
}

export type KnownJobValue = { key: string; count?: number }

/** A value as a page shows it: its words, and `lang` when they are French on a page in another language. */
export type ShownValue = { text: string; lang: string | null }

function fold(value: string): string {
  return foldText(value)
    .replace(/\s*\+\s*/g, '+')
    .split(/[^a-z0-9+]+/)
    .filter((word) => word !== '')
    .join(' ')
}

/** The key of a known value ('CDI' → permanent, '12 mois' → 12 months); null when unknown. */
export function knownJobValue(kind: JobValueKind, value: string | null | undefined): KnownJobValue | null {
  if (typeof value !== 'string') return null
  const folded = fold(value)
  const key = KNOWN[kind][folded]
  if (key) return { key }
  if (kind === 'duration') {
    const match = /^(\d{1,3}) ([a-z]+)$/.exec(folded)
    const unit = match ? DURATION_UNITS[match[2] ?? ''] : undefined
    if (match && unit) return { key: unit, count: Number(match[1]) }
  }
  return null
}
