import type { Ad, MemberAd, PublicAd } from '../../../../shared/schemas/ads';
import { useSession } from '../../auth/api/get-session';

export type AdPermissions = {
  /** The signed-in viewer's id; null for a visitor. */
  viewerId: string | null;
  isOwner: boolean;
  isAdmin: boolean;
  /** Edit and delete: the owner or an admin. */
  canManage: boolean;
};

/** Signed-in viewers get the ad with its owner (and its owner the contact fields too). */
export function isFullAd(ad: PublicAd | MemberAd | Ad): ad is MemberAd | Ad {
  return 'user_id' in ad;
}

/** What the viewer may do with this ad. Only signed-in viewers get `user_id`, so a visitor owns nothing. */
export function useAdPermissions(ad: PublicAd | MemberAd | Ad): AdPermissions {
  const { user, isAdmin } = useSession();
  const ownerId = isFullAd(ad) ? ad.user_id : null;
  const isOwner = user !== null && ownerId === user.id;
  return { viewerId: user?.id ?? null, isOwner, isAdmin, canManage: isOwner || isAdmin };
}
