import * as mapApi from '../../shared/api/map';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { presentMapAd } from '../presenters/map-ad';
import { viewMap } from '../services/map/view-map';
import { jsonContent, openApiRouter } from './openapi-router';

const route = contractRoute(mapApi.listMapAds, {
  tags: ['ads'],
  summary: 'Published ads placed on the map by their geocoded address, newest first',
  description:
    'Only ads whose address the server geocoded; filter by city and categories. No contact fields.',
  answer: 'Markers',
  errors: {
    400: jsonContent(ApiError, 'Invalid query'),
    404: jsonContent(ApiError, 'Unknown city or category'),
  },
});

export const mapRoutes = openApiRouter().openapi(route, async (c) => {
  const { rows, capped } = await viewMap(c.var.deps, c.var.viewer, c.req.valid('query'));
  return c.json({ items: rows.map((row) => presentMapAd(row, c.var.viewer !== null)), capped }, 200);
});
