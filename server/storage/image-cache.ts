/**
 * Cache-Control of an image everyone may see (of an ad the public sees, or a demo picture). A stored
 * image's address never gets other content (each upload gets a new random key, replaced files are
 * deleted, never rewritten), so a browser keeps it a year without asking again: what it holds, its
 * person has seen. Shared caches (a CDN, a proxy) keep it an hour at most, so that when its ad is
 * rejected or deleted, copies others could be given age out.
 */
export const PUBLIC_IMAGE_CACHE = 'public, max-age=31536000, s-maxage=3600, immutable';
