/** A DOI as written anywhere ("doi:10.…", "https://doi.org/10.…") reduced to "10.…". */
export const normalizeDoi = (value: string): string =>
  value
    .trim()
    .replace(/^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i, '')
    .trim()

/** A DOI: "10.", a registrant code of digits (dots allowed), "/" and a suffix without spaces. */
export const isDoi = (value: string): boolean => /^10\.\d{4,9}(?:\.\d+)*\/\S+$/.test(value)

/** The DOI's address at doi.org, with the characters a URL cannot carry as such encoded. */
export const doiUrl = (doi: string): string =>
  `https://doi.org/${encodeURI(doi).replace(/[?#]/g, encodeURIComponent)}`

/** A PubMed identifier as written ("PMID: 15539822") reduced to its digits. */
export const normalizePmid = (value: string): string =>
  value
    .trim()
    .replace(/^pmid:?\s*/i, '')
    .trim()

export const isPmid = (value: string): boolean => /^[1-9]\d{0,8}$/.test(value)

export const pubmedUrl = (pmid: string): string => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`
