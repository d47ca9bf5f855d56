import { style } from '@vanilla-extract/css'
import { vars } from '#styles/theme.css.ts'

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs })

const screen = {
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: vars.radius.md,
} as const

export const frame = style(screen)

/** The facade: the company's colour, a play button and its words; no image from the provider. */
export const facade = style([
  screen,
  {
    display: 'grid',
    placeContent: 'center',
    justifyItems: 'center',
    gap: vars.space.sm,
    background: `linear-gradient(135deg, ${vars.color.accent}, #1b1f24)`,
    color: '#ffffff',
    fontWeight: 700,
    textDecoration: 'none',
  },
])

export const play = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  background: 'rgb(255 255 255 / 92%)',
  selectors: {
    '&::after': {
      content: '""',
      marginInlineStart: '6px',
      borderTop: '13px solid transparent',
      borderBottom: '13px solid transparent',
      borderLeft: `22px solid ${vars.color.text}`,
    },
    [`${facade}:hover &`]: { transform: 'scale(1.06)' },
  },
})

export const label = style({ textShadow: '0 1px 2px rgb(0 0 0 / 50%)' })

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
