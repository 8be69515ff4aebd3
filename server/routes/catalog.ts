import * as catalogApi from '../../shared/api/catalog';
import { contractRoute } from '../http/contract-route';
import { presentCategory, presentCity } from '../presenters/catalog';
import { openApiRouter } from './openapi-router';

const citiesRoute = contractRoute(catalogApi.listCities, {
  tags: ['catalog'],
  summary: 'All cities, ordered by name',
  answer: 'Cities',
});

const categoriesRoute = contractRoute(catalogApi.listCategories, {
  tags: ['catalog'],
  summary: 'All categories with English and Ukrainian names',
  answer: 'Categories',
});

export const catalogRoutes = openApiRouter()
  .openapi(citiesRoute, async (c) =>
    c.json({ items: (await c.var.deps.catalog.cities()).map(presentCity) }, 200),
  )
  .openapi(categoriesRoute, async (c) =>
    c.json({ items: (await c.var.deps.catalog.categories()).map(presentCategory) }, 200),
  );
