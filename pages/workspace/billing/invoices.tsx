import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { formatDate } from '#domain/format-date.ts'
import { formatMinorUnits } from '#domain/format-money.ts'
import type { BillingInvoice } from '#server/features/billing/overview.ts'
import { WorkspaceTable } from '../workspace-table.tsx'

/** The latest invoices (Stripe's portal has them all), each with Stripe's page and PDF. */
export function Invoices({ invoices }: { invoices: BillingInvoice[] }) {
  const { locale } = usePageContext()
  const { t } = useLingui()
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
        <WorkspaceTable
          labelledBy="invoices-title"
          columns={[t`Numéro`, t`Date`, t`Montant`, t`État`]}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          cells={(invoice) => (
            <>
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
            </>
          )}
        />
      )}
    </section>
  )
}
