import { publicRouteNames, routes } from '@/lib/site/routes'
import { locales } from '@/i18n/locales'

export const network = 'relamc'
export const siteRoutes = routes(network)
export { locales }

/** Every public page of SPEC's route table plus the extra pages of the menu (login and forms included). */
export const publicPaths: string[] = [
  ...publicRouteNames.map((name) => siteRoutes[name]),
  siteRoutes.forgotPassword,
  siteRoutes.resetPassword,
]
