/**
 * Photos whose upload failed right after their ad was created: /post-ad hands them to /edit-ad/{id}
 * (same tab, in memory), whose form takes them (saving retries the upload) and forgets them here.
 */
const pending = new Map<string, readonly File[]>();

export function keepImagesForRetry(adId: string, files: readonly File[]): void {
  if (files.length > 0) pending.set(adId, files);
}

export function imagesForRetry(adId: string): readonly File[] | undefined {
  return pending.get(adId);
}

export function forgetImagesForRetry(adId: string): void {
  pending.delete(adId);
}
