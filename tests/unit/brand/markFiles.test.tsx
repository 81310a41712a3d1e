import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BrandMark } from '@/components/brand/BrandMark'
import { brandMarkSvg, brandMarkUrl, markLinksPath } from '@/components/brand/brandMarkSvg'
import { markHub, markLand, markNodes } from '@/components/brand/markGeometry'
import { markColours } from '@/components/brand/palette'
import { heroMapSvg } from '@/components/site/home/heroMapSvg'
import { parsedHtml } from '../../helpers/renderServer'

describe('the mark as a file', () => {
  const mark = parsedHtml(brandMarkSvg())

  it('draws the tile, every landmass, the links and a node for each registry', () => {
    expect(mark.one('svg').getAttribute('viewBox')).toBe('0 0 64 64')
    expect(mark.one('rect').getAttribute('fill')).toBe(markColours.tile)
    const land = mark.all(`path[fill="${markColours.land}"]`).map((path) => path.getAttribute('d'))
    expect(land).toEqual([...markLand])
    expect(mark.one('path[fill="none"]').getAttribute('d')).toBe(markLinksPath())
    const nodes = mark.all('circle')
    expect(nodes).toHaveLength(Object.keys(markNodes).length)
    const [hubX, hubY] = markNodes[markHub]
    expect(mark.one(`circle[fill="${markColours.hub}"]`).getAttribute('cx')).toBe(String(hubX))
    expect(mark.one(`circle[fill="${markColours.hub}"]`).getAttribute('cy')).toBe(String(hubY))
  })

  it('is shown by the mark component as an image, decorative unless titled', () => {
    const plain = parsedHtml(renderToStaticMarkup(<BrandMark size={44} />)).one('img')
    expect(plain.getAttribute('src')).toBe(brandMarkUrl)
    expect(plain.getAttribute('alt')).toBe('')
    expect(plain.getAttribute('width')).toBe('44')
    const titled = parsedHtml(renderToStaticMarkup(<BrandMark title="ReLAMC" />)).one('img')
    expect(titled.getAttribute('alt')).toBe('ReLAMC')
  })
})

describe('the hero picture as a file', () => {
  it('has every landmass and registry node of the mark', () => {
    const hero = parsedHtml(heroMapSvg())
    expect(hero.one('svg').getAttribute('viewBox')).toBe('2 2 60 60')
    const outlines = hero.all('path[fill-opacity]').map((land) => land.getAttribute('d'))
    expect(outlines).toEqual([...markLand])
    expect(hero.one('path[stroke-dasharray]').getAttribute('d')).toBe(markLinksPath())
    // A halo and a dot for each node.
    expect(hero.all('circle')).toHaveLength(2 * Object.keys(markNodes).length)
  })
})
