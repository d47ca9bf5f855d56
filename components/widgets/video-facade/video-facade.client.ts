import { videoFacadeWidget } from './contract.ts'

/**
 * The video facade's play (ADR 022), without React: a click on the facade link puts the
 * provider's player in its place. Everything the player needs (address, title, class)
 * is the facade's values (contract.ts), so the title stays translated by Lingui on the server.
 */
export const enhanceVideoFacades = videoFacadeWidget.enhancer((figure) => {
  const link = videoFacadeWidget.find(figure, 'play')
  link?.addEventListener('click', (event) => {
    event.preventDefault()
    const { src, title, classes } = videoFacadeWidget.values(figure)
    const frame = document.createElement('iframe')
    frame.src = src
    frame.title = title
    frame.className = classes.frame
    frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
    frame.referrerPolicy = 'strict-origin-when-cross-origin'
    link.replaceWith(frame)
    // Keyboard focus follows into the player that replaced the link it was on.
    frame.focus()
  })
})
