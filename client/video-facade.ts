/**
 * The video facade's play (ADR 022), without React: a click on the facade link puts the
 * provider's player in its place. Everything the player needs (address, title, class)
 * comes from the server's HTML, as data attributes of the facade's <figure>, so the
 * title stays translated by Lingui on the server.
 */
export function enhanceVideoFacades() {
  for (const figure of document.querySelectorAll<HTMLElement>('figure[data-player-src]')) {
    const link = figure.querySelector<HTMLAnchorElement>('a')
    if (!link || figure.dataset.enhanced !== undefined) continue
    figure.dataset.enhanced = ''
    link.addEventListener('click', (event) => {
      event.preventDefault()
      const frame = document.createElement('iframe')
      frame.src = figure.dataset.playerSrc ?? ''
      frame.title = figure.dataset.playerTitle ?? ''
      frame.className = figure.dataset.playerClass ?? ''
      frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
      frame.referrerPolicy = 'strict-origin-when-cross-origin'
      link.replaceWith(frame)
      // Keyboard focus follows into the player that replaced the link it was on.
      frame.focus()
    })
  }
}
