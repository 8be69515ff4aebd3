import { createRoute } from '@hono/zod-openapi';
import { siteImageLimits } from '../../shared/image-allowance';
import { SiteConfig } from '../../shared/schemas/site-config';
import { jsonContent, openApiRouter } from './openapi-router';

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
    },
    200,
  );
});
