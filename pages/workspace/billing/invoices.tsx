import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { formatDate } from '#domain/format-date.ts'
import { formatMinorUnits } from '#domain/format-money.ts'
import type { BillingInvoice } from '#server/features/billing/overview.ts'

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
                <td>{formatMinorUnits(Number(invoice.amountDue), invoice.currency, locale)}</td>
                <td>{invoice.status === 'paid' ? <Trans>Payée</Trans> : <Trans>À payer</Trans>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
