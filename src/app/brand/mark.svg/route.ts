import { brandMarkSvg } from '@/components/brand/brandMarkSvg'
import { svgResponse } from '@/lib/site/svgResponse'

// Written once at build time: the mark changes only with the code.
export const dynamic = 'force-static'

export const GET = (): Response => svgResponse(brandMarkSvg())
