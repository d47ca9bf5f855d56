import { describe, expect, it } from 'vitest'
import { itReturns } from '../tests/tools/function-cases.ts'
import type { Office, Photo, RecruitmentStep } from './company.ts'
import { GALLERY_MAX, galleryPhotos, officeList } from './company-lists.ts'
import { recruitmentSteps } from './recruitment-steps.ts'
import { displayHost, safeExternalUrl } from './safe-urls.ts'

// Recruitment steps, the photo gallery, offices and external links (recruitment-steps.ts,
// company-lists.ts, safe-urls.ts);
// the key figures are in key-figures.test.ts.

describe('recruitmentSteps', () => {
  it('reads the object shape of lumen-energie, in step order', () => {
    const process: RecruitmentStep[] = [
      { step: 2, title: 'Échange téléphonique', description: 'Trente minutes avec notre équipe.' },
      { step: 1, title: 'Candidature en ligne', description: 'Envoyez votre CV.' },
      { step: '3', title: ' Entretien métier ', description: '  ' },
    ]
    expect(recruitmentSteps(process)).toEqual([
      { title: 'Candidature en ligne', description: 'Envoyez votre CV.' },
      { title: 'Échange téléphonique', description: 'Trente minutes avec notre équipe.' },
      { title: 'Entretien métier', description: null },
    ])
  })

  it('reads the plain string shape of cafe-moka, in stored order', () => {
    const process: RecruitmentStep[] = [
      'Candidature en ligne',
      'Dégustation et échange à la brûlerie',
      "Journée d'immersion avec l'équipe",
    ]
    expect(recruitmentSteps(process)).toEqual([
      { title: 'Candidature en ligne', description: null },
      { title: 'Dégustation et échange à la brûlerie', description: null },
      { title: "Journée d'immersion avec l'équipe", description: null },
    ])
  })

  it('keeps the stored order for equal steps and puts unnumbered steps last', () => {
    const process: RecruitmentStep[] = [
      'Sans numéro',
      { step: 2, title: 'B' },
      { title: 'Sans numéro non plus' },
      { step: 1, title: 'A1' },
      { step: 1, title: 'A2' },
      { step: 'x', title: 'Numéro illisible' },
    ]
    expect(recruitmentSteps(process)?.map((step) => step.title)).toEqual([
      'A1',
      'A2',
      'B',
      'Sans numéro',
      'Sans numéro non plus',
      'Numéro illisible',
    ])
  })

  it('drops empty entries and promotes a lone description to the title', () => {
    const process = [
      '  ',
      {},
      { step: 1, title: ' ', description: '' },
      { step: 2, description: 'Un café ensemble' },
      null,
      42,
    ] as unknown as RecruitmentStep[]
    expect(recruitmentSteps(process)).toEqual([{ title: 'Un café ensemble', description: null }])
  })

  it('returns null when nothing is usable, so the UI shows the default steps', () => {
    expect(recruitmentSteps(null)).toBeNull()
    expect(recruitmentSteps(undefined)).toBeNull()
    expect(recruitmentSteps([])).toBeNull()
    expect(recruitmentSteps(['', { title: '  ' }])).toBeNull()
  })
})

describe('galleryPhotos', () => {
  // Copied from supabase/seed.sql, company 'lumen-energie': seven photos mixing url and src.
  const LUMEN_PHOTOS: Photo[] = [
    { url: '/demo/photo-1.svg', alt: "L'équipe d'exploitation devant un parc solaire" },
    { src: '/demo/photo-2.svg', alt: "Techniciens au pied d'une éolienne" },
    { url: '/demo/photo-3.svg', alt: 'Réunion de projet au siège parisien' },
    { src: '/demo/photo-4.svg', alt: 'Pose de panneaux photovoltaïques sur une toiture' },
    { url: '/demo/photo-5.svg', alt: 'Salle de supervision SCADA' },
    { src: '/demo/photo-6.svg', alt: 'Séminaire annuel des équipes' },
    { url: '/demo/photo-7.svg', alt: 'Le bureau de Nantes au bord de la Loire' },
  ]

  it('caps the gallery at 6 photos and reads url or src', () => {
    expect(GALLERY_MAX).toBe(6)
    const gallery = galleryPhotos(LUMEN_PHOTOS)
    expect(gallery).toHaveLength(6)
    expect(gallery.map((photo) => photo.src)).toEqual([
      '/demo/photo-1.svg',
      '/demo/photo-2.svg',
      '/demo/photo-3.svg',
      '/demo/photo-4.svg',
      '/demo/photo-5.svg',
      '/demo/photo-6.svg',
    ])
    expect(gallery[0]?.alt).toBe("L'équipe d'exploitation devant un parc solaire")
  })

  it('honours a custom maximum', () => {
    expect(galleryPhotos(LUMEN_PHOTOS, 2)).toHaveLength(2)
    expect(galleryPhotos(LUMEN_PHOTOS, 0)).toEqual([])
    expect(galleryPhotos(LUMEN_PHOTOS, -1)).toEqual([])
    expect(galleryPhotos(LUMEN_PHOTOS, 20)).toHaveLength(7)
  })

  it('keeps only http(s) and root-relative addresses', () => {
    const photos = [
      { url: 'javascript:alert(1)', alt: 'xss' },
      { src: 'data:image/svg+xml;base64,PHN2Zz4=', alt: 'data' },
      { url: 'JavaScript:alert(1)' },
      { url: '//evil.example/x.png' },
      { url: '/\\evil.example/x.png' },
      { url: 'demo/relative.svg' },
      { url: 'ftp://files.example/x.png' },
      { url: 'https://cdn.example/a.jpg', alt: 'A' },
      { src: 'http://cdn.example/b.jpg' },
      { url: ' /demo/c.svg ', alt: ' C ' },
      {},
      { alt: 'no address' },
      null,
    ] as unknown as Photo[]
    expect(galleryPhotos(photos)).toEqual([
      { src: 'https://cdn.example/a.jpg', alt: 'A' },
      { src: 'http://cdn.example/b.jpg', alt: '' },
      { src: '/demo/c.svg', alt: 'C' },
    ])
  })

  it('falls back to src when url is unusable', () => {
    expect(galleryPhotos([{ url: 'javascript:alert(1)', src: '/demo/ok.svg', alt: 'ok' }])).toEqual([
      { src: '/demo/ok.svg', alt: 'ok' },
    ])
    expect(galleryPhotos([{ url: '', src: '/demo/ok.svg' }])).toEqual([{ src: '/demo/ok.svg', alt: '' }])
  })

  it('counts only kept photos towards the cap', () => {
    const photos: Photo[] = [
      { url: 'javascript:void(0)' },
      ...Array.from({ length: 6 }, (_, index) => ({ url: `/demo/p${index}.svg` })),
    ]
    expect(galleryPhotos(photos).map((photo) => photo.src)).toEqual([
      '/demo/p0.svg',
      '/demo/p1.svg',
      '/demo/p2.svg',
      '/demo/p3.svg',
      '/demo/p4.svg',
      '/demo/p5.svg',
    ])
  })

  it('returns an empty list without photos', () => {
    expect(galleryPhotos(null)).toEqual([])
    expect(galleryPhotos(undefined)).toEqual([])
    expect(galleryPhotos([])).toEqual([])
  })
})

describe('officeList', () => {
  it('trims the lumen-energie offices', () => {
    const offices: Office[] = [
      { name: 'Siège social', address: '18 rue de la Roquette, 75011 Paris', country: 'France' },
      { name: ' Bureau Benelux ', address: ' Rue Royale 120, 1000 Bruxelles ', country: ' Belgique ' },
    ]
    expect(officeList(offices)).toEqual([
      { name: 'Siège social', address: '18 rue de la Roquette, 75011 Paris', country: 'France' },
      { name: 'Bureau Benelux', address: 'Rue Royale 120, 1000 Bruxelles', country: 'Belgique' },
    ])
  })

  it('drops entries with neither name nor address and turns blanks into null', () => {
    const offices = [
      { country: 'France' },
      { name: '  ', address: '' },
      { name: 'Atelier' },
      { address: '5 quai de la Fosse, Nantes', country: '' },
      null,
    ] as unknown as Office[]
    expect(officeList(offices)).toEqual([
      { name: 'Atelier', address: null, country: null },
      { name: null, address: '5 quai de la Fosse, Nantes', country: null },
    ])
  })

  it('returns an empty list without offices', () => {
    expect(officeList(null)).toEqual([])
    expect(officeList(undefined)).toEqual([])
  })
})

describe('safeExternalUrl', () => {
  itReturns(safeExternalUrl, [
    // Absolute http(s) URLs: kept, normalized.
    ['https://lumen-energie.example', 'https://lumen-energie.example/'],
    ['http://cafe-moka.example/recrutement?x=1', 'http://cafe-moka.example/recrutement?x=1'],
    ['  HTTPS://WWW.Example.COM/Page  ', 'https://www.example.com/Page'],
    // A stored website without a scheme: https:// added.
    ['lumen-energie.example', 'https://lumen-energie.example/'],
    ['www.cafe-moka.example/fr', 'https://www.cafe-moka.example/fr'],
    ['cafe-moka.example:8080/jobs', 'https://cafe-moka.example:8080/jobs'],
    ['//lumen-energie.example', 'https://lumen-energie.example/'],
    // Other schemes: refused.
    ['javascript:alert(1)', null],
    [' JavaScript:alert(document.cookie)', null],
    ['java\tscript:alert(1)', null],
    ['javascript:1', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['mailto:rh@lumen-energie.example', null],
    ['ftp://lumen-energie.example', null],
    ['vbscript:msgbox(1)', null],
    // Malformed or empty values: refused.
    [null, null],
    [undefined, null],
    ['', null],
    ['   ', null],
    ['not a url', null],
    ['https://', null],
    ['https://intranet', null],
    ['http://exa mple.com', null],
    ['https://user:pass@evil.example', null],
    ['https://lumen-energie.example@evil.example', null],
  ])
})

describe('displayHost', () => {
  itReturns(displayHost, [
    // The host name without www.
    ['https://lumen-energie.example', 'lumen-energie.example'],
    ['https://www.cafe-moka.example/fr/recrutement', 'cafe-moka.example'],
    ['WWW.Example.com', 'example.com'],
    ['https://shop.www.example.com', 'shop.www.example.com'],
    // An empty string for unusable URLs.
    ['javascript:alert(1)', ''],
    ['', ''],
  ])
})
