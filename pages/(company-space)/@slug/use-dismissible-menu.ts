import { type RefObject, useEffect, useRef } from 'react'

/**
 * The mobile dropdown menu (a <details>, so it opens without JavaScript) closes as a menu
 * should: once an entry is chosen, on a tap or click outside it, when focus leaves it, and
 * on Escape (focus then goes back to its toggle).
 */
export function useDismissibleMenu(): RefObject<HTMLDetailsElement | null> {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const menu = ref.current
    if (!menu) return
    const close = () => {
      menu.open = false
    }
    const onPointerDown = (event: PointerEvent) => {
      if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return
      close()
      menu.querySelector('summary')?.focus()
    }
    // An entry chosen: the click reached one of the menu's links.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) close()
    }
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    menu.addEventListener('click', onClick)
    menu.addEventListener('focusout', onFocusOut)
    return () => {
      menu.removeEventListener('click', onClick)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      menu.removeEventListener('focusout', onFocusOut)
    }
  }, [])
  return ref
}
