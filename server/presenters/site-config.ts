import { siteImageLimits } from '../../shared/image-allowance';
import type { SiteConfig } from '../../shared/schemas/site-config';
import type { Env } from '../env';

/** What the interface needs to know of the site's configuration (no secrets: each field is named here). */
export function presentSiteConfig(env: Env): SiteConfig {
  return {
    site_url: env.baseUrl,
    google_sign_in: env.googleSignIn,
    max_images: siteImageLimits(env.MAX_PAID_AD_IMAGES),
    currency: env.SITE_CURRENCY,
    links: {
      old_site: env.LINK_OLD_SITE,
      youth_site: env.LINK_YOUTH_SITE,
      liturgy_site: env.LINK_LITURGY_SITE,
      social: env.LINK_SOCIAL,
    },
    map: { tile_url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
  };
}
