/**
 * A photo whose upload failed right after its ad was created: /post-ad hands it to /edit-ad/{id}
 * (same tab, in memory), whose form takes it (saving retries the upload) and forgets it here.
 */
const pending = new Map<string, File>();

export function keepImageForRetry(adId: string, file: File): void {
  pending.set(adId, file);
}

export function imageForRetry(adId: string): File | undefined {
  return pending.get(adId);
}

export function forgetImageForRetry(adId: string): void {
  pending.delete(adId);
}
