import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { cvDownload } from '#server/routes/cv-download.ts'
import { signToken } from '#server/services/signed-tokens.ts'
import { SEED } from './database.ts'
import { mountedRoute } from './mounted-route.ts'
import { OWN_LINKS, setUpOwnDelivery } from './own-delivery-setup.ts'

/**
 * A recruiters' CV link that has expired gets a new one (ADR 032): the expired link's page
 * offers it, its button has a new link e-mailed to the company's address (once per
 * application and day, whatever the concurrency), and the new link downloads the CV.
 * The real route on the Worker's role, the CV in miniflare's R2; its own database.
 */
const { origin: ORIGIN, secret: SECRET } = OWN_LINKS
const RECRUITERS = 'recrutement@lumen-energie.example'

const own = setUpOwnDelivery('career_cv_link_renewal')
const apply = own.apply

const expiredLink = async (applicationId: string) =>
  `${ORIGIN}/api/cv/${await signToken(SECRET, { purpose: 'cv-download', subject: applicationId, expiresAt: new Date(Date.now() - 1000) })}`

/** The route as the Worker mounts it; a POST comes from the site's own page unless told. */
function call(url: string, init: RequestInit = {}) {
  const app = mountedRoute('/api', cvDownload, { publicOrigin: ORIGIN, linkSigningSecret: SECRET }, own.worker)
  const headers = { ...(init.method === 'POST' ? { Origin: ORIGIN } : {}), ...(init.headers as Record<string, string>) }
  return app.fetch(new Request(url, { ...init, headers }), { CV_BUCKET: own.cv.bucket } as Env)
}

const renewals = (applicationId: string) =>
  own.owner.sql<{ toAddress: string; subject: string; textBody: string }[]>`
    select to_address, subject, text_body from email_outbox
    where application_id = ${applicationId} and kind = 'recruiter_cv_link'`

/** A page's text as read: the apostrophes the HTML escapes put back. */
const read = async (response: Response) => (await response.text()).replaceAll('&#39;', "'")

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('an expired CV link', () => {
  it('answers 410 with a page that offers a new link, in the browser’s language, never stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const applied = await apply('Expired')
    const link = await expiredLink(applied.id)
    const response = await call(link)
    expect(response.status).toBe(410)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<h1>Ce lien de téléchargement a expiré.</h1>')
    expect(html).toContain('<form method="post"><button type="submit">Envoyer un nouveau lien</button></form>')
    expect(html).not.toContain('<script')
    const english = await (await call(link, { headers: { 'Accept-Language': 'en-GB,en' } })).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<h1>This download link has expired.</h1>')
    expect(english).toContain('>Send a new link</button>')
  })

  it('its button e-mails a new link to the company’s address, which downloads the CV', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const applied = await apply('Renewed')
    const response = await call(await expiredLink(applied.id), { method: 'POST' })
    expect(response.status).toBe(202)
    expect(await read(response)).toContain(
      "Un nouveau lien vient d'être envoyé à l'adresse qui reçoit les candidatures de Lumen Énergie.",
    )
    const [email, ...more] = await renewals(applied.id)
    expect(more).toEqual([])
    expect(email?.toAddress).toBe(RECRUITERS)
    expect(email?.subject).toBe(`Nouveau lien vers le CV : Ingénieur·e photovoltaïque, référence ${applied.id}`)
    // The reference and the job only: the Worker never reads the candidate's details back.
    expect(email?.textBody).not.toMatch(/Zoé|Renewed|candidate\.example|\+33/)
    const link = /https:\/\/jobs\.example\/api\/cv\/[A-Za-z0-9_.-]+/.exec(email?.textBody ?? '')?.[0] ?? ''
    const download = await call(link)
    expect(download.status).toBe(200)
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(applied.bytes))
  })

  it('asked again the same day, or twice at once, sends one e-mail and says the second is already sent', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const applied = await apply('Twice')
    const link = await expiredLink(applied.id)
    const answers = await Promise.all([call(link, { method: 'POST' }), call(link, { method: 'POST' })])
    const texts = await Promise.all(answers.map(read))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202])
    expect(texts.filter((text) => text.includes("vient d'être envoyé"))).toHaveLength(1)
    expect(texts.filter((text) => text.includes('a déjà été envoyé aujourd'))).toHaveLength(1)
    const third = await call(link, { method: 'POST' })
    expect(await read(third)).toContain('a déjà été envoyé aujourd')
    expect(await renewals(applied.id)).toHaveLength(1)
  })

  it('is refused without sending anything: cross-site, forged, withdrawn, or a company without an address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const applied = await apply('Refused')
    const link = await expiredLink(applied.id)
    const crossSite = await call(link, { method: 'POST', headers: { Origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
    const forged = await call(`${link.slice(0, -3)}AAA`, { method: 'POST' })
    expect(forged.status).toBe(403)
    expect(await read(forged)).toContain("Ce lien de téléchargement n'est pas valide.")
    expect(await renewals(applied.id)).toEqual([])

    const sparse = await apply('NoAddress', { id: SEED.sparseCompanyJob, slug: SEED.sparseCompany.slug })
    const noAddress = await call(await expiredLink(sparse.id), { method: 'POST' })
    expect(noAddress.status).toBe(409)
    expect(await read(noAddress)).toContain('Aucune adresse ne reçoit les candidatures de')
    expect(await renewals(sparse.id)).toEqual([])

    await own.owner.sql`delete from applications where id = ${applied.id}`
    const gone = await call(link, { method: 'POST' })
    expect(gone.status).toBe(410)
    expect(await read(gone)).toContain("Ce CV n'est plus disponible")
  })
})
