import sanitizeHtml from 'sanitize-html'

import { YOUTUBE_IFRAME_HOSTS } from './youtube'

const LENGTH = /^(?:0|auto|\d+(?:\.\d+)?(?:px|em|rem|%))$/i
const SPACING =
  /^(?:0|auto|\d+(?:\.\d+)?(?:px|em|rem|%))(?:\s+(?:0|auto|\d+(?:\.\d+)?(?:px|em|rem|%))){0,3}$/i
const COLOR = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*[\d.\s,%/]+\)$/i,
  /^[a-z]+$/i,
]

// Typography and sizing only. Anything that can move a box out of the flow
// (position, z-index, transform, negative margins) could overlay the page, and
// anything taking a URL could fetch or execute, so those stay out.
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(?:left|right|center|justify|start|end)$/i],
  'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(?:normal|italic|oblique)$/i],
  'text-decoration': [
    /^(?:none|underline|overline|line-through)(?:\s+(?:underline|overline|line-through))*$/i,
  ],
  'vertical-align': [/^(?:baseline|top|middle|bottom|sub|super|text-top|text-bottom)$/i],
  width: [LENGTH],
  height: [LENGTH],
  'max-width': [LENGTH],
  margin: [SPACING],
  padding: [SPACING],
}

// The site's CSS has utility classes that position boxes (fixed inset-0 z-50 ...):
// a class from there could lay a layer over every page. Only these prose
// classes, which change how text looks and nothing else, are kept.
export const ALLOWED_CLASSES = [
  'text-left',
  'text-center',
  'text-right',
  'text-xs',
  'text-sm',
  'text-base',
  'text-lg',
  'font-semibold',
  'font-bold',
  'italic',
  'underline',
]

const LINK_TARGETS = new Set(['_blank', '_self'])
const IFRAME_ALLOW = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'gyroscope',
  'picture-in-picture',
  'web-share',
  'fullscreen',
])

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'a', 'div', 'iframe'],
  allowedAttributes: {
    '*': ['class', 'style'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading'],
    iframe: [
      'src',
      'width',
      'height',
      'frameborder',
      'allow',
      'allowfullscreen',
      'title',
      'loading',
    ],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedClasses: { '*': ALLOWED_CLASSES },
  allowedStyles: { '*': ALLOWED_STYLES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  // "//host/path" would skip the scheme check entirely.
  allowProtocolRelative: false,
  allowedIframeHostnames: [...YOUTUBE_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs }
      delete out.rel
      // Named targets could address (and navigate) other open windows.
      if (out.target !== undefined && !LINK_TARGETS.has(out.target)) delete out.target
      // A new tab must not get a handle on this window (reverse tabnabbing).
      if (out.target === '_blank') out.rel = 'noopener noreferrer'
      return { tagName, attribs: out }
    },
    iframe: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs }
      // `allow` grants browser features to the frame; keep only what players need.
      const features = (out.allow ?? '')
        .split(';')
        .map((feature) => feature.trim().toLowerCase())
        .filter((feature) => IFRAME_ALLOW.has(feature))
      if (features.length) out.allow = features.join('; ')
      else delete out.allow
      return { tagName, attribs: out }
    },
  },
  // An iframe or img whose src was rejected would still render as an empty box.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
}

/** Sanitises untrusted HTML before it reaches a visitor; blank input yields ''. */
export function sanitize(html: string | null | undefined): string {
  if (html == null || html.trim() === '') return ''
  const clean = sanitizeHtml(html, options)
  return clean.trim() === '' ? '' : clean
}
