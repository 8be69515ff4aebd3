/**
 * The Content-Security-Policy img-src entry that lets the map load tiles from a Leaflet URL template:
 * its origin, with a `{s}` subdomain as a wildcard ("https://{s}.tile.example.org/…" →
 * "https://*.tile.example.org"). Nothing for same-site paths and data: URLs (already allowed).
 */
export function mapTileSource(template: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return [];
  const host = (match[2] as string).replace(/\{s\}/g, '*');
  // Any other placeholder in the host cannot be expressed in CSP: allow the scheme's whole web then.
  if (/[{}]/.test(host)) return [`${match[1]}:`];
  return [`${(match[1] as string).toLowerCase()}://${host.toLowerCase()}`];
}
