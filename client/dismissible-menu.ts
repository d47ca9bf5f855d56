/**
 * The company's mobile dropdown menu (a <details data-dismissible-menu>, so it opens
 * without JavaScript) closes as a menu should: once an entry is chosen, on a tap or click
 * outside it, when focus leaves it, and on Escape (focus then goes back to its toggle).
 */
export function enhanceDismissibleMenus() {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-dismissible-menu]')) {
    if (menu.dataset.enhanced !== undefined) continue
    menu.dataset.enhanced = ''
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
  }
}
