/** A recipe's source site named by its address when the page or file names none: "bbcgoodfood.com". */
export function siteOfAddress(url: string): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}
