import { Footer } from './Footer/config'
import { SiteSettings } from './SiteSettings/config'

export const globals = [Footer, SiteSettings]
