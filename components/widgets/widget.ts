/**
 * A widget's contract (ADR 029): what its server markup and its browser enhancer agree on,
 * declared once and imported by both, so that a renamed attribute, target, value or text
 * is a type error on both sides. Stimulus's targets, values and classes, with TypeScript
 * and no runtime library:
 * - the root, `data-<name>`, whose value is the widget's values as JSON (texts translated
 *   by the server, class names, ids), typed by `Values`;
 * - targets, `data-<name>-target="<target>"` on the elements the enhancer looks for;
 * - states, `data-<state>="<value>"`, which the enhancer sets and styles and tests read.
 * The registry (registry.client.ts) marks each root it enhanced with `data-enhanced`.
 */
type RootElement<Tag> = Tag extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[Tag] : HTMLElement
type States = Record<string, readonly string[]>
type RootArguments<Values> = Record<never, never> extends Values ? [values?: Values] : [values: Values]

export function defineWidget<Values extends object = Record<never, never>>() {
  return <
    const Name extends string,
    const Target extends string = never,
    const State extends States = Record<never, never>,
    const Tag extends keyof HTMLElementTagNameMap | '' = '',
  >(
    name: Name,
    spec: { tag?: Tag; targets?: readonly Target[]; states?: State } = {},
  ) => {
    const attribute = `data-${name}` as const
    const targetAttribute = `data-${name}-target` as const
    const targetSelector = (target: Target) => `[${targetAttribute}~="${target}"]`
    return {
      attribute,
      /** The roots the registry enhances. */
      selector: `${spec.tag ?? ''}[${attribute}]`,
      /** Markup: the root's attribute, with its values. */
      root: (...[values]: RootArguments<Values>) =>
        ({ [attribute]: values ? JSON.stringify(values) : '' }) as Record<typeof attribute, string>,
      /** Markup: marks an element as one of the widget's targets. */
      target: (target: Target) => ({ [targetAttribute]: target }) as Record<typeof targetAttribute, Target>,
      /** Markup: a state's first value; the enhancer changes it. */
      state: <Key extends keyof State & string>(key: Key, value: State[Key][number]) =>
        ({ [`data-${key}`]: value }) as Record<`data-${Key}`, string>,
      /** Styles: the selector of a state's value. */
      when: <Key extends keyof State & string>(key: Key, value: State[Key][number]) => `[data-${key}="${value}"]`,
      /** Enhancer: the root's values, as the server wrote them. */
      values: (root: Element): Values => JSON.parse(root.getAttribute(attribute) || '{}'),
      /** Enhancer: sets a state. */
      set: <Key extends keyof State & string>(element: Element, key: Key, value: State[Key][number]) =>
        element.setAttribute(`data-${key}`, value),
      find: <E extends Element = HTMLElement>(scope: Element | Document, target: Target) =>
        scope.querySelector<E>(targetSelector(target)),
      findAll: <E extends Element = HTMLElement>(scope: Element | Document, target: Target) =>
        scope.querySelectorAll<E>(targetSelector(target)),
      /** Enhancer: what to do with each root (registry.client.ts runs it once per root). */
      enhancer: (wire: (root: RootElement<Tag>) => void): Enhancer => ({
        selector: `${spec.tag ?? ''}[${attribute}]`,
        wire: wire as (root: HTMLElement) => void,
      }),
    }
  }
}

/** One widget's behaviour, as the registry runs it. */
export type Enhancer = { selector: string; wire: (root: HTMLElement) => void }
