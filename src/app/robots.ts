import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/siteUrl'

/** Everything public may be indexed; the admin, the API and members-only pages stay out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api/', '/envio-de-dados/', '/redefinir-senha', '/esqueci-senha'],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
