import * as siteApi from '../../shared/api/site';
import { contractRoute } from '../http/contract-route';
import { presentSiteConfig } from '../presenters/site-config';
import { openApiRouter } from './openapi-router';

const route = contractRoute(siteApi.getSiteConfig, {
  tags: ['site'],
  summary: 'Settings the interface needs: sign-in methods, footer links, image allowance',
  answer: 'Site configuration',
});

export const siteConfigRoutes = openApiRouter().openapi(route, (c) =>
  c.json(presentSiteConfig(c.var.deps.env), 200),
);
