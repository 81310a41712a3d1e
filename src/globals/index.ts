import { Footer } from './Footer/config'
import { InstitutionalPages } from './InstitutionalPages/config'
import { SiteSettings } from './SiteSettings/config'

export const globals = [Footer, SiteSettings, InstitutionalPages]
