import { msg } from '@lingui/core/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '#components/json-ld.tsx'
import { OpenGraphBrand } from '#components/open-graph-brand.tsx'
import { getI18n } from '#domain/i18n.ts'
import { buildJobPosting } from '#domain/job-posting.ts'
import { companyPaths } from '#domain/paths.ts'
import { publicUrl } from '#domain/public-urls.ts'
import type { Data } from './+data.ts'

/** Google for Jobs: the JobPosting of this page (when the job has a description), and the breadcrumb trail; the company's Open Graph brand. */
export default function JobHead() {
  const { job, company } = useData<Data>()
  const { publicOrigin, publicOrigins, locale } = usePageContext()
  const url = (path: string) => publicUrl(publicOrigins, locale, path)
  const jobUrl = url(companyPaths.job(company.slug, job.id))
  // No JobPosting for a job without a description (ADR 035).
  const posting = buildJobPosting({ job, company, url: jobUrl, origin: publicOrigin })
  return (
    <>
      <OpenGraphBrand company={company} />
      {posting ? <JsonLd data={posting} /> : null}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { name: company.name, item: url(companyPaths.home(company.slug)) },
            { name: getI18n(locale)._(msg`Offres`), item: url(companyPaths.jobs(company.slug)) },
            { name: job.title, item: jobUrl },
          ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
        }}
      />
    </>
  )
}
