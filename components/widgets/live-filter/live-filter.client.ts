import { JOB_FILTER_NAMES, type JobFilters, jobListSearch } from '#domain/job-list.ts'
import { LIVE_PARTS, liveFilterWidget } from './contract.ts'

/** How long typing pauses before the list is asked for: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * The job list's filters with JavaScript (ADR 018, 029): the GET form
 * (a GET form, which works without JavaScript) is sent as one types (after a
 * pause) or picks an option (at once), as a fetch of the filtered list's page 1. The
 * server's new HTML replaces the page's live parts (contract.ts) (results, count, the
 * alert's criteria) while the form, its focus and its typed text stay as they are; the
 * URL follows with replaceState, as Vike's client navigation did before. A newer request
 * aborts the one in flight, so an older answer never overwrites a newer one; a failed one
 * falls back to loading the filtered URL.
 */
export const enhanceLiveFilters = liveFilterWidget.enhancer((form) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined

  const schedule = (delay: number) => {
    clearTimeout(timer)
    // Its answer would be for a query the form no longer shows.
    inFlight?.abort()
    timer = setTimeout(() => {
      timer = undefined
      const controller = new AbortController()
      inFlight = controller
      void update(urlOf(form), controller.signal)
    }, delay)
  }
  form.addEventListener('input', (event) => {
    // A select's choice is final; typed text waits for a pause.
    if (event.target instanceof HTMLInputElement) schedule(SEARCH_DEBOUNCE_MS)
  })
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) schedule(0)
  })
  // Enter in the search field: no page load, the same update without the pause.
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    schedule(0)
  })
})

/** The list's URL for the form's values: page 1, only the filters set, as the list writes it. */
function urlOf(form: HTMLFormElement): string {
  const fields = new FormData(form)
  const filters = {} as JobFilters
  for (const name of JOB_FILTER_NAMES) filters[name] = String(fields.get(name) ?? '')
  return `${form.getAttribute('action') ?? window.location.pathname}${jobListSearch(filters)}`
}

async function update(url: string, signal: AbortSignal) {
  let next: Document
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, signal })
    if (!response.ok) throw new Error(String(response.status))
    next = new DOMParser().parseFromString(await response.text(), 'text/html')
  } catch {
    // Superseded: the newer request shows its own answer.
    if (signal.aborted) return
    // The page works without this script: the browser loads the list (or its error page).
    window.location.assign(url)
    return
  }
  if (signal.aborted) return
  if (!swapParts(next)) {
    window.location.assign(url)
    return
  }
  window.history.replaceState(window.history.state, '', url)
}

/**
 * Puts the new page's live parts in place of the current ones: a form
 * takes the new address (the alert's, whose typed e-mail stays), a live region
 * (role="status") its new text, only if it changed, so that the count is announced once;
 * any other part its new children. False, and nothing changed, if a part is missing.
 */
function swapParts(next: Document): boolean {
  const pairs = LIVE_PARTS.flatMap((name) => {
    const part = liveFilterWidget.find(document, name)
    return part ? [[part, liveFilterWidget.find(next, name)] as const] : []
  })
  if (pairs.some(([, replacement]) => replacement === null)) return false
  for (const [part, replacement] of pairs) {
    if (!replacement) continue
    if (part instanceof HTMLFormElement) {
      part.setAttribute('action', replacement.getAttribute('action') ?? '')
    } else if (part.getAttribute('role') === 'status') {
      if (part.textContent !== replacement.textContent) part.textContent = replacement.textContent
    } else {
      part.replaceChildren(...replacement.childNodes)
    }
  }
  return true
}
