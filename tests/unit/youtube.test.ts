import { describe, expect, it } from 'vitest'

import { sanitize } from '@/lib/sanitize'
import { isYouTubeUrl, youTubeEmbedUrl } from '@/lib/youtube'

const ID = 'dQw4w9WgXcQ'
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`

describe('youTubeEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `  youtu.be/${ID}  `,
    `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('accepts %s', (url) => {
    expect(youTubeEmbedUrl(url)).toBe(EMBED)
    expect(isYouTubeUrl(url)).toBe(true)
  })

  it('keeps - and _ in ids', () => {
    expect(youTubeEmbedUrl('https://youtu.be/a-b_c-d_e-f')).toBe(
      'https://www.youtube-nocookie.com/embed/a-b_c-d_e-f',
    )
  })

  it.each([
    '',
    '   ',
    'not a url',
    `javascript:alert('${ID}')`,
    `data:text/html,https://youtu.be/${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://youtu.be.evil.example/${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://www.youtube.com@evil.example/watch?v=${ID}`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc"',
    'https://youtu.be/dQw4w9W%3CXc',
    `https://youtu.be/${ID}/extra`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/${ID}`,
    'https://www.youtube.com/',
  ])('rejects %j', (url) => {
    expect(youTubeEmbedUrl(url)).toBeNull()
    expect(isYouTubeUrl(url)).toBe(false)
  })

  it('produces an iframe src that survives sanitising', () => {
    const src = youTubeEmbedUrl(`https://youtu.be/${ID}`)
    expect(src).not.toBeNull()
    const html = `<iframe src="${src}" width="560" height="315" allowfullscreen></iframe>`
    expect(sanitize(html)).toContain(`src="${EMBED}"`)
  })
})
