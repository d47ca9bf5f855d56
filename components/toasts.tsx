import { useLingui } from '@lingui/react/macro'
import type { FocusEvent, ReactNode } from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import * as styles from './toasts.css.ts'

/** At most this many toasts on screen; the oldest goes when another arrives (spec section 9). */
export const TOAST_LIMIT = 3
/** How long a toast stays when no `durationMs` is given (spec section 9). */
export const TOAST_DURATION_MS = 4000

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it goes by itself; `Infinity` keeps it until closed. */
  durationMs?: number
}

export type ToastApi = {
  toast(input: ToastInput): void
  dismiss(id: string): void
}

type ToastEntry = {
  id: string
  title: string
  description: string | undefined
  variant: ToastVariant
  durationMs: number
}

const ToastContext = createContext<ToastApi | null>(null)

/** Shows toasts from anywhere below it. Renders the (empty) notifications region on the server too. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [toasts, setToasts] = useState<ToastEntry[]>([])
  // Hovering or focusing a toast stops the clocks so it can be read or closed (WCAG 2.2.1).
  const [paused, setPaused] = useState(false)
  const nextId = useRef(0)

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id))
  }, [])

  const toast = useCallback((input: ToastInput) => {
    nextId.current += 1
    const entry: ToastEntry = {
      id: `toast-${nextId.current}`,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      durationMs: input.durationMs ?? TOAST_DURATION_MS,
    }
    setToasts((current) => [...current, entry].slice(-TOAST_LIMIT))
  }, [])

  // A toast removed under the pointer or with focus fires no leave or blur; nothing left means nothing to pause.
  useEffect(() => {
    if (toasts.length === 0) setPaused(false)
  }, [toasts.length])

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss])

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moving between two toasts keeps them paused.
    if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
  }

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A named <section> has the implicit role "region". */}
      <section className={styles.region} aria-label={t`Notifications`}>
        <ol
          className={styles.list}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={onBlur}
        >
          {toasts.map((entry) => (
            <ToastItem key={entry.id} entry={entry} paused={paused} onDismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  )
}

/** `toast()` and `dismiss()`; only inside a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it')
  return api
}

function ToastItem(props: { entry: ToastEntry; paused: boolean; onDismiss: (id: string) => void }) {
  const { entry, paused, onDismiss } = props
  const { t } = useLingui()
  const remaining = useRef(entry.durationMs)

  useEffect(() => {
    // setTimeout would fire at once for Infinity, so a toast without an end gets no timer.
    if (paused || !Number.isFinite(remaining.current)) return
    const startedAt = Date.now()
    const timer = setTimeout(() => onDismiss(entry.id), Math.max(0, remaining.current))
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [paused, entry.id, onDismiss])

  const destructive = entry.variant === 'destructive'
  return (
    <li className={styles.toast[entry.variant]} data-toast="" data-variant={entry.variant}>
      {/* The live part leaves the close button out, so 'Fermer' is not read with the message. */}
      <div
        className={styles.content}
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <span className={styles.title}>{entry.title}</span>
        {entry.description ? <span className={styles.description}>{entry.description}</span> : null}
      </div>
      <button type="button" className={styles.close} aria-label={t`Fermer`} onClick={() => onDismiss(entry.id)}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  )
}
