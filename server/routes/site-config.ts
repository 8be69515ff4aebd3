import { createRoute, z } from '@hono/zod-openapi';
import { FREE_AD_MAX_IMAGES } from '../../shared/constants';
import { AD_CURRENCIES } from '../../shared/money';
import { COMMUNITY_AD_MAX_IMAGES } from '../services/images/ad-images';
import { jsonContent, openApiRouter } from './openapi-router';

const SiteConfig = z
  .object({
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

const route = createRoute({
  method: 'get',
  path: '/site-config',
  tags: ['site'],
  summary: 'Settings the interface needs: sign-in methods, footer links, image allowance',
  responses: { 200: jsonContent(SiteConfig, 'Site configuration') },
});

export const siteConfigRoutes = openApiRouter().openapi(route, (c) => {
  const { env } = c.var.deps;
  return c.json(
    {
      google_sign_in: env.googleSignIn,
      max_images: {
        free: FREE_AD_MAX_IMAGES,
        paid: env.MAX_PAID_AD_IMAGES,
        community: COMMUNITY_AD_MAX_IMAGES,
      },
      currency: env.SITE_CURRENCY,
      links: {
        old_site: env.LINK_OLD_SITE,
        youth_site: env.LINK_YOUTH_SITE,
        liturgy_site: env.LINK_LITURGY_SITE,
        social: env.LINK_SOCIAL,
      },
      map: { tile_url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    },
    200,
  );
});
