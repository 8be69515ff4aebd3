import type { Viewer } from '../core/viewer';
import { maySeeUnpublishedAd } from './ad';

/**
 * Who may see a stored image: anyone (an image of an ad the public sees, or one that belongs to no ad,
 * such as the demo pictures), only its owner and admins (an ad pending, rejected or of a disabled
 * person), or nobody (its ad is gone).
 */
export type ImageAudience = { kind: 'everyone' } | { kind: 'owner'; ownerId: string } | { kind: 'nobody' };

export const maySeeImage = (viewer: Viewer | null, audience: ImageAudience): boolean =>
  audience.kind === 'everyone' ||
  (audience.kind === 'owner' && maySeeUnpublishedAd(viewer, { userId: audience.ownerId }));
