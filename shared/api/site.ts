import { SiteConfig } from '../schemas/site-config';
import { operation } from './operation';

export const getSiteConfig = operation({
  method: 'get',
  path: '/site-config',
  answer: SiteConfig,
  status: 200,
});
