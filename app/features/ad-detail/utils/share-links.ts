/** The address everyone should share: the ad page itself at the site's address, without query or fragment. */
export function canonicalAdUrl(id: string, origin: string): string {
  return `${origin}/ads/${encodeURIComponent(id)}`;
}

export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
