'use client'

import { useCallback, useState, type ComponentType } from 'react'

/**
 * A component whose code is fetched only when first needed (the snackbar, a dialog): `load()`
 * starts the fetch, and the component is returned once its code has arrived (null before).
 * Unlike next/dynamic nothing suspends, so it appears as soon as its code does, without
 * React's delay for revealing suspended content. `loader` must be defined outside the component.
 */
export function useLazyComponent<Props>(
  loader: () => Promise<{ default: ComponentType<Props> }>,
): readonly [ComponentType<Props> | null, () => void] {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null)
  const load = useCallback(() => {
    void loader().then((module) => setComponent(() => module.default))
  }, [loader])
  return [component, load] as const
}
