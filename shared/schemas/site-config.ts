import { z } from 'zod';
import { AD_CURRENCIES } from '../money';

/** What the interface needs to know of the site (GET /site-config). */
export const SiteConfig = z
  .object({
    site_url: z.string().meta({
      description: "The site's own address (SITE_URL), which shared links and the ad pages' canonical use",
    }),
    google_sign_in: z.boolean().meta({ description: 'Whether "Continue with Google" is offered' }),
    max_images: z
      .object({ free: z.number().int(), paid: z.number().int(), community: z.number().int() })
      .meta({
        description:
          'How many images an ad may carry: a free ad, one while it is paid, and one in a community ' +
          'category (churches, community organisations: free, "unlimited", bounded per request)',
      }),
    currency: z.enum(AD_CURRENCIES).meta({
      description:
        "The site's currency (SITE_CURRENCY): a new ad's price is in it unless its author picks another",
    }),
    links: z.object({
      old_site: z.string(),
      youth_site: z.string(),
      liturgy_site: z.string(),
      social: z.string(),
    }),
    map: z
      .object({ tile_url: z.string(), attribution: z.string() })
      .meta({ description: 'The map tiles (a Leaflet URL template) and their attribution line (HTML)' }),
  })
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof SiteConfig>;
