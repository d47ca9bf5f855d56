import { request as httpRequest } from 'node:http'
import { variantsOf } from '#domain/company-images/paths.ts'
import { pngImage } from '../tools/image-fixtures.ts'
import { decodePng } from '../tools/png.ts'
import { file, newCompany, queuedInDays, UPLOAD } from './company-uploads.ts'
import { describe, expect, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { type FilePart, get, origin, post } from './http.ts'

// The company editor's images over HTTP, as a browser without JavaScript sends them (ADR
// 081, 082): judged by their bytes, resized by the Images binding (miniflare runs it with
// sharp, which would skip transforms silently if missing: sizes are checked on the bytes
// served), served without metadata from the site's own origin, immutable; owners only.

/**
 * A multipart upload that declares `declared` bytes but sends only `sent` of them, then waits
 * for the answer: one that comes proves the body was not awaited.
 */
function declaredUpload(path: string, headers: Record<string, string>, declared: number, sent: number) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>(
    (resolve, reject) => {
      const request = httpRequest(new URL(path, origin()), {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(declared) },
      })
      request.on('response', (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          })
          request.destroy()
        })
      })
      request.on('error', reject)
      request.write(`--x\r\nContent-Disposition: form-data; name="image"; filename="h.png"\r\n\r\n`)
      request.write(Buffer.alloc(sent, 0))
    },
  )
}

const fieldError = (html: string) => parseHtml(html)('#company-image ul[id]').text()

describe('the company editor’s images', () => {
  test('photos need their alternative text; the same file sent again, even twice at once, is one photo', async ({
    sql,
  }) => {
    const company = await newCompany(sql)
    const png = await pngImage(1600, 1200)
    const noAlt = await post(UPLOAD, {
      headers: company.owner,
      multipart: { kind: 'photo', image: file('a.png', png) },
    })
    expect(noAlt.status).toBe(422)
    expect(parseHtml(noAlt.text)('body').text()).toContain('Décrivez la photo en quelques mots')
    const send = () =>
      post(UPLOAD, {
        headers: company.owner,
        multipart: { kind: 'photo', alt: 'L’atelier au matin', image: file('atelier.png', png, 'image/png') },
      })
    const answers = await Promise.all([send(), send(), send()])
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303])
    expect((await send()).status).toBe(303)
    const [stored] = await sql<{ photos: { url: string; alt: string }[]; uploads: number }[]>`
      select photos, (select count(*)::int from company_images where company_id = c.id) as uploads
      from companies c where id = ${company.id}`
    expect(stored?.uploads).toBe(1)
    expect(stored?.photos).toHaveLength(1)
    expect(stored?.photos[0]?.alt).toBe('L’atelier au matin')
    expect(stored?.photos[0]?.url).toMatch(/^\/media\/photo\/[0-9a-f]{32}\/1200x900\.webp$/)

    const gallery = parseHtml((await get(`/fr/${company.slug}/team`)).text)('img[srcset][alt="L’atelier au matin"]')
    expect(gallery.attr('srcset')).toMatch(/400w, .+ 800w, .+ 1200w$/)
    expect([gallery.attr('width'), gallery.attr('height')]).toEqual(['1200', '900'])
    // The editor lists it with its alternative text, to describe, move or remove.
    const editor = parseHtml((await get('/fr/workspace/company', { headers: company.owner })).text)
    expect(editor('input[type="hidden"][name="photos[0].url"]').attr('value')).toBe(stored?.photos[0]?.url)

    // Removed from the list and saved: its row goes; its files stay for the pages still cached
    // and are queued for the cron in 7 days (tests/worker/orphaned-media.test.ts).
    const [{ version } = { version: 0 }] = await sql<{ version: number }[]>`
      select version from companies where id = ${company.id}`
    const saved = await post('/fr/workspace/company', {
      headers: company.owner,
      form: { intent: 'save', version: String(version), name: 'Atelier Images' },
    })
    expect(saved.status, saved.text.slice(0, 200)).toBe(303)
    expect(await sql`select 1 from company_images where company_id = ${company.id}`).toHaveLength(0)
    for (const variant of variantsOf(stored?.photos[0]?.url ?? '')) expect((await get(variant.path)).status).toBe(200)
    expect(await queuedInDays(sql, stored?.photos[0]?.url ?? '')).toBe(7)
  })

  test('seven different photos sent at once: six shown, the seventh refused with the gallery’s limit', async ({
    sql,
  }) => {
    const company = await newCompany(sql)
    const colours = ['#a00', '#0a0', '#00a', '#aa0', '#0aa', '#a0a', '#555']
    const answers = await Promise.all(
      colours.map(async (colour, index) =>
        post(UPLOAD, {
          headers: company.owner,
          multipart: {
            kind: 'photo',
            alt: `Photo ${index}`,
            image: file(`${index}.png`, await pngImage(120, 90, colour)),
          },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 303, 303, 303, 303, 303, 422])
    expect(answers.map((answer) => fieldError(answer.text)).filter(Boolean)).toEqual([
      "La galerie a déjà 6 photos : retirez-en une avant d'en ajouter.",
    ])
    const [row] = await sql<{ photos: number; uploads: number }[]>`
      select jsonb_array_length(photos)::int as photos,
        (select count(*)::int from company_images where company_id = c.id) as uploads
      from companies c where id = ${company.id}`
    expect(row).toEqual({ photos: 6, uploads: 6 })
  })

  test('judged by the bytes: a PDF called .png, an SVG cover, an active SVG logo and 6 MB are refused', async ({
    sql,
  }) => {
    const company = await newCompany(sql)
    const refusal = async (multipart: Record<string, string | FilePart>) => {
      const answer = await post(UPLOAD, { headers: company.owner, multipart })
      return [answer.status, fieldError(answer.text)]
    }
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')
    expect(await refusal({ kind: 'logo', image: file('logo.png', pdf, 'image/png') })).toEqual([
      422,
      'Format refusé : une image PNG, JPEG ou WebP (un logo peut aussi être un SVG).',
    ])
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    )
    expect((await refusal({ kind: 'cover', image: file('c.svg', svg, 'image/svg+xml') }))[0]).toBe(422)
    for (const hostile of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/s.svg#a"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/t)"/></svg>',
    ]) {
      const [status, message] = await refusal({
        kind: 'logo',
        image: file('logo.svg', Buffer.from(hostile), 'image/svg+xml'),
      })
      expect([status, message], hostile).toEqual([422, expect.stringContaining('Ce SVG contient des éléments actifs')])
    }
    // Past 5 MB: the field's message, before anything is stored.
    const big = Buffer.concat([await pngImage(8, 8), Buffer.alloc(5 * 1024 * 1024, 0)])
    expect(await refusal({ kind: 'logo', image: file('big.png', big, 'image/png') })).toEqual([
      422,
      'Image trop lourde : 5 Mo au plus.',
    ])
    // Declared past it: answered before the megabytes are sent (only the first 64 KB ever are).
    const unread = await declaredUpload(UPLOAD, company.owner, 6 * 1024 * 1024, 64 * 1024)
    expect([unread.status, fieldError(unread.text)]).toEqual([422, 'Image trop lourde : 5 Mo au plus.'])
    const [row] = await sql<{ logo: string | null; uploads: number }[]>`
      select logo_url as logo, (select count(*)::int from company_images where company_id = c.id) as uploads
      from companies c where id = ${company.id}`
    expect(row).toEqual({ logo: null, uploads: 0 })
  })

  test('an SVG logo made inert is served as such; a new logo replaces it, its file queued for deletion', async ({
    sql,
  }) => {
    const company = await newCompany(sql)
    const inkscape = Buffer.from(`<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 8 8">
  <metadata><rdf:RDF/></metadata><circle cx="4" cy="4" r="4" fill="#0a5" inkscape:label="dot"/></svg>`)
    const first = await post(UPLOAD, {
      headers: company.owner,
      multipart: { kind: 'logo', image: file('logo.svg', inkscape, 'image/svg+xml') },
    })
    expect(first.status).toBe(303)
    const logoOf = async () =>
      (await sql<{ logo: string }[]>`select logo_url as logo from companies where id = ${company.id}`)[0]?.logo ?? ''
    const svgPath = await logoOf()
    expect(svgPath).toMatch(/^\/media\/logo\/[0-9a-f]{32}\/logo\.svg$/)
    const served = await get(svgPath)
    expect(served.headers['content-type']).toBe('image/svg+xml')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    expect(served.text).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 8 8">\n  <circle cx="4" cy="4" r="4" fill="#0a5"/></svg>',
    )

    const png = await post(UPLOAD, {
      headers: company.owner,
      multipart: { kind: 'logo', image: file('logo.png', await pngImage(300, 300), 'image/png') },
    })
    expect(png.status).toBe(303)
    const pngPath = await logoOf()
    expect(pngPath).toMatch(/^\/media\/logo\/[0-9a-f]{32}\/192x192\.webp$/)
    // Pages cached a while longer still name it: deleted by the cron in 7 days.
    expect((await get(svgPath)).status).toBe(200)
    expect(await queuedInDays(sql, svgPath)).toBe(7)
    // The link preview's card draws it (from its PNG copy): the logo's red inside the tile.
    const card = decodePng((await get(`/share-cards/company/${company.slug}.png`)).body)
    expect(card.pixel(220, 415)).toEqual([0xee, 0x33, 0x33])
    const home = parseHtml((await get(`/fr/${company.slug}`)).text)
    expect(home(`img[srcset^="${pngPath.replace('192x192.webp', '96w.webp')} 96w, ${pngPath} 192w"]`).length).toBe(
      2, // the hero's and the top bar's
    )
  })

  test('sent by the page’s script: the upload in JSON, and the page’s version only to the form that had the latest', async ({
    sql,
  }) => {
    const company = await newCompany(sql)
    const versionOf = async () =>
      (await sql<{ version: number }[]>`select version from companies where id = ${company.id}`)[0]?.version ?? 0
    const send = async (version: number, alt = 'L’équipe', colour = '#e33') =>
      post(UPLOAD, {
        headers: { ...company.owner, Accept: 'application/json' },
        multipart: {
          kind: 'photo',
          alt,
          version: String(version),
          image: file('p.png', await pngImage(120, 90, colour), 'image/png'),
        },
      })
    const before = await versionOf()
    const saved = await send(before)
    expect(saved.status, saved.text.slice(0, 200)).toBe(200)
    const [row] = await sql<{ id: string; path: string }[]>`
      select id, path from company_images where company_id = ${company.id}`
    expect(JSON.parse(saved.text)).toEqual({
      status: 'saved',
      kind: 'photo',
      path: row?.path,
      id: row?.id,
      alt: 'L’équipe',
      version: await versionOf(),
    })
    expect(await versionOf()).toBe(before + 1)
    // A form read before someone else's change: no version to move on with (its save will be refused).
    await sql`update companies set baseline = 'Changé ailleurs' where id = ${company.id}`
    const stale = await send(before + 1, 'Une autre', '#0a0')
    expect(JSON.parse(stale.text)).toMatchObject({ status: 'saved', version: null })
    // Refused: the form's reply, for the script to show under the field.
    const refused = await send(await versionOf(), '')
    expect([refused.status, JSON.parse(refused.text)]).toEqual([
      422,
      { status: 'refused', reply: expect.objectContaining({ error: { alt: ['image-alt'] } }) },
    ])
  })

  test('owners only: a recruiter, the signed-out and another company’s owner get nothing', async ({ sql }) => {
    const company = await newCompany(sql)
    const other = await newCompany(sql)
    const upload = { kind: 'cover', image: file('c.png', await pngImage(800, 400), 'image/png') }
    expect((await post(UPLOAD, { headers: company.recruiter, multipart: upload })).status).toBe(404)
    const signedOut = await post(UPLOAD, { headers: { Origin: company.owner.Origin }, multipart: upload })
    expect([signedOut.status, signedOut.headers.location]).toEqual([303, '/fr/workspace'])
    expect((await post(UPLOAD, { headers: company.owner, multipart: upload })).status).toBe(303)
    const [image] = await sql<{ id: string; path: string }[]>`
      select id, path from company_images where company_id = ${company.id}`
    const remove = `/fr/workspace/company/images/${image?.id}/delete`
    expect((await post(remove, { headers: other.owner })).status).toBe(404)
    expect((await post(remove, { headers: company.recruiter })).status).toBe(404)
    expect((await post('/fr/workspace/company/images/not-an-id/delete', { headers: company.owner })).status).toBe(404)
    expect((await get(image?.path ?? '')).status).toBe(200)

    // The editor shows the cover with its button; the owner deletes it: row and page at once, files queued.
    const editor = parseHtml((await get('/fr/workspace/company', { headers: company.owner })).text)
    expect(editor(`form[action="${remove}"] button`).text()).toBe('Supprimer la couverture')
    const deleted = await post(remove, { headers: company.owner })
    expect([deleted.status, deleted.headers.location]).toEqual([303, '/fr/workspace/company?done=image-deleted'])
    const [row] = await sql<{ cover: string | null; uploads: number }[]>`
      select cover_image_url as cover, (select count(*)::int from company_images where company_id = c.id) as uploads
      from companies c where id = ${company.id}`
    expect(row).toEqual({ cover: null, uploads: 0 })
    expect(await queuedInDays(sql, image?.path ?? '')).toBe(7)
  })
})
