import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { formatDate } from '#domain/format-date.ts'
import { INTL_LOCALE, type Locale } from '#domain/locale.ts'
import type { BillingInvoice } from '#server/features/billing/overview.ts'

/** An amount in a currency's minor units (Stripe's integers), as people read it. */
function money(minorUnits: string, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: currency.toUpperCase() })
  return format.format(Number(minorUnits) / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

/** The latest invoices (Stripe's portal has them all), each with Stripe's page and PDF. */
export function Invoices({ invoices }: { invoices: BillingInvoice[] }) {
  const { locale } = usePageContext()
  return (
    <section aria-labelledby="invoices-title">
      <h2 id="invoices-title">
        <Trans>Factures</Trans>
      </h2>
      {invoices.length === 0 ? (
        <p>
          <Trans>Aucune facture pour l'instant.</Trans>
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Numéro</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Montant</Trans>
              </th>
              <th scope="col">
                <Trans>État</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>
                  {invoice.hostedInvoiceUrl ? (
                    <a href={invoice.hostedInvoiceUrl} rel="noopener noreferrer">
                      {invoice.number ?? invoice.id}
                    </a>
                  ) : (
                    (invoice.number ?? invoice.id)
                  )}
                </td>
                <td>{formatDate(invoice.issuedAt, locale)}</td>
                <td>{money(invoice.amountDue, invoice.currency, locale)}</td>
                <td>{invoice.status === 'paid' ? <Trans>Payée</Trans> : <Trans>À payer</Trans>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
