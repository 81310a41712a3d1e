import { heroMapSvg } from '@/components/site/home/heroMapSvg'
import { svgResponse } from '@/lib/site/svgResponse'

// Written once at build time: the drawing changes only with the code.
export const dynamic = 'force-static'

export const GET = (): Response => svgResponse(heroMapSvg())
