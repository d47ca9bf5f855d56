import { expect, it } from 'vitest'

/**
 * One test a case of a one-argument function's table: `[input, expected]`, the result
 * compared with toStrictEqual (so `null`, `undefined` and `''` stay apart). A table reads
 * as what the function does, one line a case, with comments naming each group.
 */
export function itReturns<Input, Output>(fn: (input: Input) => Output, cases: readonly (readonly [Input, Output])[]) {
  it.each(cases.map(([input, expected]) => ({ input, expected })))(
    `${fn.name}($input) → $expected`,
    ({ input, expected }) => {
      expect(fn(input)).toStrictEqual(expected)
    },
  )
}
