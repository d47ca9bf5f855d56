import type postgres from 'postgres'
import type { ImageKind } from '#domain/company-images/sizes.ts'
import { GALLERY_MAX } from '#domain/company-lists.ts'

// The company's uploads (company_images) and where its page shows them (logo_url,
// cover_image_url, photos), written together in the member's tenant transaction (ADR 056).

/** Shown, with its row's id and the page's version before and after (the editor's form may move on with it). */
export type RecordedUpload = { kind: 'shown'; id: string; versions: [number, number] } | { kind: 'too-many' }

/** Queues an upload's directory for the cron (ADR 089), before its first object is written. */
export async function queueMediaDeletion(tx: postgres.TransactionSql, directory: string): Promise<void> {
  await tx`select queue_media_deletion(${directory})`
}

/**
 * Shows an upload on the company's page and keeps its row. The same file again (a retry, a
 * second tab) is the same path: one row, one photo. A new logo or cover replaces the old one,
 * whose row goes (the database queues its objects' deletion: ADR 089).
 */
export async function recordUpload(
  tx: postgres.TransactionSql,
  companyId: string,
  upload: { kind: ImageKind; path: string; alt?: string },
): Promise<RecordedUpload> {
  const { kind, path } = upload
  // The row lock taken here orders concurrent uploads: each sees the photos the other added.
  const [photos] = await tx<{ shown: boolean; count: number; version: number }[]>`
    select photos @> ${tx.json([{ url: path }])} as shown, jsonb_array_length(photos)::int as count, version
    from companies where id = ${companyId} for update`
  if (!photos) return { kind: 'too-many' }
  if (kind === 'photo') {
    if (!photos.shown) {
      if (photos.count >= GALLERY_MAX) return { kind: 'too-many' }
      await tx`update companies set photos = photos || ${tx.json([{ url: path, alt: upload.alt ?? '' }])}
        where id = ${companyId}`
    }
  } else if (kind === 'logo') await tx`update companies set logo_url = ${path} where id = ${companyId}`
  else await tx`update companies set cover_image_url = ${path} where id = ${companyId}`
  await tx`insert into company_images (company_id, kind, path) values (${companyId}, ${kind}, ${path})
    on conflict (company_id, path) do nothing`
  if (kind !== 'photo')
    await tx`delete from company_images where company_id = ${companyId} and kind = ${kind} and path <> ${path}`
  const [after] = await tx<{ id: string; version: number }[]>`
    select i.id, c.version from company_images i join companies c on c.id = i.company_id
    where i.company_id = ${companyId} and i.path = ${path}`
  return { kind: 'shown', id: after?.id ?? '', versions: [photos.version, after?.version ?? photos.version] }
}

/** Deletes an upload of the company and takes it off its page (its objects: ADR 089); its path, or null when it is not theirs. */
export async function deleteUpload(tx: postgres.TransactionSql, companyId: string, id: string): Promise<string | null> {
  const [row] = await tx<{ path: string }[]>`
    delete from company_images where id = ${id} and company_id = ${companyId} returning path`
  if (!row) return null
  await tx`
    update companies set
      logo_url = nullif(logo_url, ${row.path}),
      cover_image_url = nullif(cover_image_url, ${row.path}),
      photos = coalesce(
        (select jsonb_agg(photo order by position) from jsonb_array_elements(photos) with ordinality as p(photo, position)
         where photo ->> 'url' is distinct from ${row.path}),
        '[]'::jsonb)
    where id = ${companyId}`
  return row.path
}

export type CompanyUpload = { id: string; kind: ImageKind; path: string }

/** The uploads the editor shows with a button to delete them (the logo and the cover in use). */
export async function listUploads(tx: postgres.TransactionSql, companyId: string): Promise<CompanyUpload[]> {
  return tx<CompanyUpload[]>`
    select id, kind, path from company_images where company_id = ${companyId} order by created_at, id`
}

/**
 * The photos a save of the editor took off the page ("Retirer", then "Enregistrer"): their
 * rows go, in the save's transaction (which queues their objects' deletion: ADR 089).
 */
export async function forgetRemovedPhotos(tx: postgres.TransactionSql, companyId: string): Promise<void> {
  await tx`
    delete from company_images i where i.company_id = ${companyId} and i.kind = 'photo'
      and not exists (select from companies c where c.id = i.company_id
        and c.photos @> jsonb_build_array(jsonb_build_object('url', i.path)))`
}
