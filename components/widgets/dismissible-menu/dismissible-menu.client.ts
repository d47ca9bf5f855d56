import { dismissibleMenuWidget } from './contract.ts'

/**
 * The company's mobile dropdown menu (a <details>, so it opens
 * without JavaScript) closes as a menu should: once an entry is chosen, on a tap or click
 * outside it, when focus leaves it, and on Escape (focus then goes back to its toggle).
 */
export const enhanceDismissibleMenus = dismissibleMenuWidget.enhancer((menu) => {
  const close = () => {
    menu.open = false
  }
  document.addEventListener('pointerdown', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close()
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return
    close()
    menu.querySelector('summary')?.focus()
  })
  // An entry chosen: the click reached one of the menu's links.
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close()
  })
  menu.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) close()
  })
})
