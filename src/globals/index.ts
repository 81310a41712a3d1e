import { globalWithoutNul } from '@/hooks/refuseNul'
import { globalWithArgumentChecks } from '@/hooks/argumentChecks'
import { withGlobalRevalidation } from '@/hooks/revalidate'
import { CaseClassification } from './CaseClassification/config'
import { ExchangeMapping } from './ExchangeMapping/config'
import { Footer } from './Footer/config'
import { InstitutionalPages } from './InstitutionalPages/config'
import { SiteSettings } from './SiteSettings/config'

/** Every global; the ones visitors' pages cache expire those pages when saved. */
export const globals = [
  Footer,
  SiteSettings,
  InstitutionalPages,
  CaseClassification,
  ExchangeMapping,
]
  .map(globalWithArgumentChecks)
  .map(globalWithoutNul)
  .map(withGlobalRevalidation)
