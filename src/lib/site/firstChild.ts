/**
 * Where a menu parent goes (SPEC: "goes to its first child"): the first of its
 * children in the order they are listed, else the fallback. The menu and the
 * parent addresses' redirects both use it, so they cannot disagree.
 */
export const firstChildHref = (children: readonly { href: string }[], fallback: string): string =>
  children[0]?.href ?? fallback
