import { variantsOf } from '#domain/company-images/paths.ts'
import { exifTags, imageFacts, phonePhoto, pixelAt, stripedImage } from '../tools/image-fixtures.ts'
import { coverOf, file, newCompany, UPLOAD } from './company-uploads.ts'
import { describe, expect, test } from './fixtures.ts'
import { parseHtml } from './html.ts'
import { get, post } from './http.ts'

// A company's cover over HTTP (ADR 081, 089): cut by the Images binding (miniflare runs it
// with sharp) to the band the hero draws and to a phone's crop, read back from the bytes
// served, and drawn by the public page in a <picture> with each crop's size.

describe('the company’s cover', () => {
  test('a 6000×4000 phone photo as cover: cut to the hero’s band and a phone’s, without its GPS position, immutable', async ({
    sql,
  }) => {
    const company = await newCompany(sql)
    const photo = await phonePhoto(6000, 4000)
    const exif = (await imageFacts(photo)).exif
    expect(exif && exifTags(exif)).toContain(0x8825) // the upload has a GPS block
    const answer = await post(UPLOAD, {
      headers: company.owner,
      multipart: { kind: 'cover', image: file('IMG_0001.jpg', photo) },
    })
    expect(answer.status, answer.text.slice(0, 300)).toBe(303)
    expect(answer.headers.location).toBe('/fr/workspace/company?done=image')
    const cover = await coverOf(sql, company.id)
    expect(cover).toMatch(/^\/media\/cover\/[0-9a-f]{32}\/band-1920x384-phone-828x552\.webp$/)

    const variants = variantsOf(cover)
    // The band at 5:1, then the phone's crop at 3:2: each size read from the bytes served.
    const sizes = [...[960, 1280, 1600, 1920].map((w) => [w, w / 5]), ...[480, 828].map((w) => [w, (w * 2) / 3])]
    expect(variants.map((variant) => [variant.width, variant.height])).toEqual(sizes)
    for (const variant of variants) {
      const served = await get(variant.path)
      expect(served.status, variant.path).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(served.headers['set-cookie']).toBeUndefined()
      const facts = await imageFacts(served.body)
      expect(facts).toMatchObject({
        format: 'webp',
        width: variant.width,
        height: variant.height,
        exif: null,
        xmp: null,
      })
      expect(served.body.includes('EXIF')).toBe(false)
      expect(served.body.includes('PhoneCo')).toBe(false)
    }
    // Asked again with its ETag: nothing to send.
    const first = await get(cover)
    expect((await get(cover, { headers: { 'If-None-Match': first.headers.etag ?? '' } })).status).toBe(304)
    expect((await get(cover.replace(/[0-9a-f]{32}/, '0'.repeat(32)))).status).toBe(404)

    // The public page: a <picture>, the phone's crop below 480 px, the band above, each with its size.
    const page = parseHtml((await get(`/fr/${company.slug}/companie`)).text)
    const srcSet = (list: typeof variants) => list.map((variant) => `${variant.path} ${variant.width}w`).join(', ')
    const source = page('section picture source')
    expect(source.attr('media')).toBe('(max-width: 479.98px)')
    expect(source.attr('srcset')).toBe(srcSet(variants.slice(4)))
    expect([source.attr('sizes'), source.attr('width'), source.attr('height')]).toEqual(['100vw', '828', '552'])
    const hero = page('section picture img')
    expect(hero.attr('srcset')).toBe(srcSet(variants.slice(0, 4)))
    expect(hero.attr('sizes')).toBe('(max-width: 1120px) 1120px, 100vw')
    expect([hero.attr('width'), hero.attr('height')]).toEqual(['1920', '384'])
  })

  test('a cover smaller than the band: cut in its centre, never enlarged', async ({ sql }) => {
    const company = await newCompany(sql)
    // 1000×1000: red above row 370, green to row 630, blue below.
    const stripes = await stripedImage(1000, 1000, 260)
    const answer = await post(UPLOAD, {
      headers: company.owner,
      multipart: { kind: 'cover', image: file('stripes.png', stripes, 'image/png') },
    })
    expect(answer.status, answer.text.slice(0, 300)).toBe(303)
    const cover = await coverOf(sql, company.id)
    expect(cover).toMatch(/\/band-1000x200-phone-828x552\.webp$/)
    expect(variantsOf(cover).map((variant) => variant.width)).toEqual([960, 1000, 480, 828])
    expect((await get(cover.replace(/band-.*$/, 'band-1280w.webp'))).status).toBe(404)
    const colour = async (path: string, x: number, y: number) => {
      const [red = 0, green = 0, blue = 0] = await pixelAt((await get(path)).body, x, y)
      return red > 160 && green < 96 ? 'red' : green > 160 && red < 96 ? 'green' : blue > 160 ? 'blue' : 'mixed'
    }
    // The band: rows 400 to 600 of the upload, all green; the phone's: rows 167 to 833 (scaled to 828 px).
    expect([await colour(cover, 10, 0), await colour(cover, 500, 100), await colour(cover, 990, 199)]).toEqual([
      'green',
      'green',
      'green',
    ])
    const phone = cover.replace(/band-.*$/, 'phone-828w.webp')
    expect([await colour(phone, 414, 5), await colour(phone, 414, 276), await colour(phone, 414, 546)]).toEqual([
      'red',
      'green',
      'blue',
    ])
  })

  test('a cover uploaded before the crops is drawn as it was: one <img>, its own proportions', async ({ sql }) => {
    const company = await newCompany(sql)
    const old = `/media/cover/${'a'.repeat(32)}/1920x1280.webp`
    await sql`update companies set cover_image_url = ${old} where id = ${company.id}`
    const page = parseHtml((await get(`/fr/${company.slug}/companie`)).text)
    expect(page('section picture').length).toBe(0)
    const hero = page('section img[sizes="100vw"]')
    expect(hero.attr('srcset')).toBe(
      variantsOf(old)
        .map((variant) => `${variant.path} ${variant.width}w`)
        .join(', '),
    )
    expect([hero.attr('width'), hero.attr('height')]).toEqual(['1920', '1280'])
  })
})
