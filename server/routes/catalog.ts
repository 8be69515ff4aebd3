import { createRoute } from '@hono/zod-openapi';
import { CategoryList, CityList } from '../../shared/schemas/catalog';
import { presentCategory, presentCity } from '../presenters/catalog';
import { jsonContent, openApiRouter } from './openapi-router';

const citiesRoute = createRoute({
  method: 'get',
  path: '/cities',
  tags: ['catalog'],
  summary: 'All cities, ordered by name',
  responses: { 200: jsonContent(CityList, 'Cities') },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['catalog'],
  summary: 'All categories with English and Ukrainian names',
  responses: { 200: jsonContent(CategoryList, 'Categories') },
});

export const catalogRoutes = openApiRouter()
  .openapi(citiesRoute, async (c) =>
    c.json({ items: (await c.var.deps.catalog.cities()).map(presentCity) }, 200),
  )
  .openapi(categoriesRoute, async (c) =>
    c.json({ items: (await c.var.deps.catalog.categories()).map(presentCategory) }, 200),
  );
