import { createRoute, z } from '@hono/zod-openapi';
import { jsonContent, openApiRouter } from './openapi-router';

const SiteConfig = z
  .object({
    google_sign_in: z.boolean().meta({ description: 'Whether "Continue with Google" is offered' }),
    links: z.object({
      old_site: z.string(),
      youth_site: z.string(),
      liturgy_site: z.string(),
      social: z.string(),
    }),
  })
  .meta({ id: 'SiteConfig' });

const route = createRoute({
  method: 'get',
  path: '/site-config',
  tags: ['site'],
  summary: 'Links shown in the footer (sister sites, social profile), set by the operator',
  responses: { 200: jsonContent(SiteConfig, 'Site configuration') },
});

export const siteConfigRoutes = openApiRouter().openapi(route, (c) => {
  const { env } = c.var.deps;
  return c.json(
    {
      google_sign_in: env.googleSignIn,
      links: {
        old_site: env.LINK_OLD_SITE,
        youth_site: env.LINK_YOUTH_SITE,
        liturgy_site: env.LINK_LITURGY_SITE,
        social: env.LINK_SOCIAL,
      },
    },
    200,
  );
});
