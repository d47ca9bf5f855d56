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

type Clock = { remaining: number; startedAt: number; timer: ReturnType<typeof setTimeout> | undefined }

const clocks = new Map<Element, Clock>()
// Hovering or focusing a toast stops the clocks so it can be read or closed (WCAG 2.2.1).
let paused = false

/**
 * Shows a toast in the notifications region that components/toasts.tsx renders on every
 * page (ADR 029): the toast's markup, classes and 'Fermer' come from
 * the region's <template>, so every word is the server's (Lingui); the caller gives the
 * message, already translated.
 */
export function showToast(input: ToastInput) {
  const region = document.querySelector<HTMLElement>('[data-toasts]')
  const list = region?.querySelector('ol')
  const template = region?.querySelector('template')
  const model = template?.content.firstElementChild
  if (!region || !list || !model) return
  watchPause(list)
  const item = model.cloneNode(true) as HTMLElement
  const content = item.querySelector<HTMLElement>('[data-toast-content]')
  const [title, description] = item.querySelectorAll('span')
  if (title) title.textContent = input.title
  if (input.description && description) description.textContent = input.description
  else description?.remove()
  if (input.variant === 'destructive') {
    item.className = region.dataset.destructiveClass ?? item.className
    item.dataset.variant = 'destructive'
    content?.setAttribute('role', 'alert')
    content?.setAttribute('aria-live', 'assertive')
  }
  item.querySelector('button')?.addEventListener('click', () => dismiss(item))
  list.appendChild(item)
  clocks.set(item, { remaining: input.durationMs ?? TOAST_DURATION_MS, startedAt: 0, timer: undefined })
  if (!paused) start(item)
  while (list.children.length > TOAST_LIMIT && list.firstElementChild) dismiss(list.firstElementChild)
}

function dismiss(item: Element) {
  clearTimeout(clocks.get(item)?.timer)
  clocks.delete(item)
  item.remove()
  // A toast removed under the pointer or with focus fires no leave or blur.
  if (clocks.size === 0) paused = false
}

function start(item: Element) {
  const clock = clocks.get(item)
  // setTimeout would fire at once for Infinity, so a toast without an end gets no timer.
  if (!clock || !Number.isFinite(clock.remaining)) return
  clock.startedAt = Date.now()
  clock.timer = setTimeout(() => dismiss(item), Math.max(0, clock.remaining))
}

function setPaused(next: boolean) {
  if (next === paused) return
  paused = next
  for (const [item, clock] of clocks) {
    if (!next) {
      start(item)
    } else if (clock.timer !== undefined) {
      clearTimeout(clock.timer)
      clock.timer = undefined
      clock.remaining -= Date.now() - clock.startedAt
    }
  }
}

function watchPause(list: HTMLElement) {
  if (list.dataset.enhanced !== undefined) return
  list.dataset.enhanced = ''
  list.addEventListener('mouseenter', () => setPaused(true))
  list.addEventListener('mouseleave', () => setPaused(false))
  list.addEventListener('focusin', () => setPaused(true))
  // Focus moving between two toasts keeps them paused.
  list.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) setPaused(false)
  })
}
