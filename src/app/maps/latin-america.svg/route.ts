import { mapSpriteSvg } from '@/components/map/mapSprite'
import { svgResponse } from '@/lib/site/svgResponse'

// Written once at build time: the outlines change only with the code.
export const dynamic = 'force-static'

export const GET = (): Response => svgResponse(mapSpriteSvg())
