import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { button, buttonSecondary } from '#components/ui.css.ts'
import { destinationOf, destinationQuery } from '#domain/workspace-destinations.ts'
import * as styles from './workspace.css.ts'

/**
 * The passkey buttons: shown once the page runs in a browser that has WebAuthn (a passkey
 * needs JavaScript; the e-mailed link works without). The browser's WebAuthn helper loads on
 * the first click, not with the page.
 */
function useWebAuthn(): boolean {
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), [])
  return supported
}

async function postJson(path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

export function PasskeySignIn() {
  const supported = useWebAuthn()
  const { locale, urlParsed } = usePageContext()
  // The page asked for before the door, where the sign-in leads (ADR 069).
  const next = destinationQuery(destinationOf(urlParsed.search.next))
  const { t } = useLingui()
  const [failed, setFailed] = useState(false)
  if (!supported) return null
  const signIn = async () => {
    setFailed(false)
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser')
      const options = (await (await postJson(`/${locale}/workspace/passkey/options`)).json()) as Parameters<
        typeof startAuthentication
      >[0]['optionsJSON']
      const answer = await postJson(
        `/${locale}/workspace/passkey${next}`,
        await startAuthentication({ optionsJSON: options }),
      )
      const result = (await answer.json()) as { ok: boolean; location?: string }
      if (result.ok && result.location) window.location.assign(result.location)
      else setFailed(true)
    } catch {
      setFailed(true)
    }
  }
  return (
    <div className={styles.form}>
      <button type="button" className={buttonSecondary} onClick={signIn}>
        <Trans>Se connecter avec une clé d'accès</Trans>
      </button>
      <p role="alert" className={styles.formError}>
        {failed ? t`La clé d'accès n'a pas permis de vous connecter. Utilisez le lien par e-mail.` : null}
      </p>
    </div>
  )
}

export function AddPasskey() {
  const supported = useWebAuthn()
  const { locale } = usePageContext()
  const { t } = useLingui()
  const [state, setState] = useState<'idle' | 'added' | 'failed'>('idle')
  if (!supported) return null
  const add = async () => {
    try {
      const { startRegistration } = await import('@simplewebauthn/browser')
      const options = (await (await postJson(`/${locale}/workspace/passkeys/options`)).json()) as Parameters<
        typeof startRegistration
      >[0]['optionsJSON']
      const answer = await postJson(`/${locale}/workspace/passkeys`, await startRegistration({ optionsJSON: options }))
      if (!answer.ok) return setState('failed')
      setState('added')
      window.location.reload()
    } catch {
      setState('failed')
    }
  }
  return (
    <div className={styles.form}>
      <button type="button" className={button} onClick={add}>
        <Trans>Ajouter une clé d'accès</Trans>
      </button>
      <p role="status">{state === 'added' ? t`Clé d'accès ajoutée.` : null}</p>
      <p role="alert" className={styles.formError}>
        {state === 'failed' ? t`La clé d'accès n'a pas été ajoutée.` : null}
      </p>
    </div>
  )
}
