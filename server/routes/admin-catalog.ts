import { createRoute } from '@hono/zod-openapi';
import {
  AdminCategory,
  AdminCategoryList,
  AdminCity,
  AdminCityList,
  CatalogDeleted,
  CatalogDeleteQuery,
  CategoryChange,
  CategoryInput,
  CityChange,
  CityInput,
  DerivedCitySlug,
} from '../../shared/schemas/admin-catalog';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { slugify } from '../../shared/slug';
import { fieldErrorResponse, fieldErrorsHook, fieldKeysOf } from '../http/field-errors';
import { catalogFieldMessage } from '../http/field-messages';
import { signedInViewer } from '../http/viewer';
import { presentAdminCategory, presentAdminCity } from '../presenters/catalog';
import { countAdsIn } from '../services/catalog/count-ads';
import { createCategory } from '../services/catalog/create-category';
import { createCity } from '../services/catalog/create-city';
import { deleteCategory } from '../services/catalog/delete-category';
import { deleteCity } from '../services/catalog/delete-city';
import { listAdminCategories } from '../services/catalog/list-admin-categories';
import { listAdminCities } from '../services/catalog/list-admin-cities';
import { updateCategory } from '../services/catalog/update-category';
import { updateCity } from '../services/catalog/update-city';
import { jsonContent, openApiRouter } from './openapi-router';

const guarded = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const body = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const NO_STORE = 'private, no-store';

type Kind = { path: string; tag: string; one: string };
const KINDS = {
  category: { path: '/admin/categories', tag: 'admin', one: 'category' },
  city: { path: '/admin/cities', tag: 'admin', one: 'city' },
} satisfies Record<string, Kind>;

const listRoute = (kind: Kind, list: typeof AdminCategoryList | typeof AdminCityList, summary: string) =>
  createRoute({
    method: 'get',
    path: kind.path,
    tags: [kind.tag],
    summary,
    responses: { 200: jsonContent(list, 'All of them, with their ad counts'), ...guarded },
  });

const deleteRoute = (kind: Kind, code: string) =>
  createRoute({
    method: 'delete',
    path: `${kind.path}/{id}`,
    tags: [kind.tag],
    summary: `Delete a ${kind.one}; refused (409 ${code}) while it holds ads, unless move_to names another ${kind.one} to move them to first`,
    request: { params: IdParam, query: CatalogDeleteQuery },
    responses: {
      200: jsonContent(CatalogDeleted, 'Deleted'),
      400: jsonContent(ApiError, 'move_to is not valid (or is this one)'),
      ...guarded,
      404: jsonContent(ApiError, `No such ${kind.one} (or move_to names none)`),
      409: jsonContent(ApiError, `It still holds ads (${code}, the message says how many)`),
    },
  });

const writeResponses = (schema: typeof AdminCategory | typeof AdminCity, one: string) => ({
  400: jsonContent(ApiError, 'Invalid fields (a message per field)'),
  ...guarded,
  404: jsonContent(ApiError, `No such ${one}`),
  409: jsonContent(ApiError, 'Slug (or city name) already used'),
  200: jsonContent(schema, `The ${one}`),
});

const categoryRoutes = {
  list: listRoute(
    KINDS.category,
    AdminCategoryList,
    'Every category in navigation order, with its number of ads',
  ),
  create: createRoute({
    method: 'post',
    path: KINDS.category.path,
    tags: ['admin'],
    summary: 'Add a category (by default after the last one)',
    request: { body: body(CategoryInput) },
    responses: { ...writeResponses(AdminCategory, 'category'), 201: jsonContent(AdminCategory, 'Added') },
  }),
  update: createRoute({
    method: 'patch',
    path: `${KINDS.category.path}/{id}`,
    tags: ['admin'],
    summary: 'Change some fields of a category',
    request: { params: IdParam, body: body(CategoryChange) },
    responses: writeResponses(AdminCategory, 'category'),
  }),
  remove: deleteRoute(KINDS.category, 'CATEGORY_HAS_ADS'),
};

const cityRoutes = {
  list: listRoute(KINDS.city, AdminCityList, 'Every city by name, with its number of ads'),
  create: createRoute({
    method: 'post',
    path: KINDS.city.path,
    tags: ['admin'],
    summary: 'Add a city (its slug made from the name, its time zone SITE_TIME_ZONE, when not given)',
    request: { body: body(CityInput) },
    responses: { ...writeResponses(AdminCity, 'city'), 201: jsonContent(AdminCity, 'Added') },
  }),
  update: createRoute({
    method: 'patch',
    path: `${KINDS.city.path}/{id}`,
    tags: ['admin'],
    summary: 'Change some fields of a city (name_uk null or empty clears it)',
    request: { params: IdParam, body: body(CityChange) },
    responses: writeResponses(AdminCity, 'city'),
  }),
  remove: deleteRoute(KINDS.city, 'CITY_HAS_ADS'),
};

const moveToSelf = { move_to: 'adminCatalog:fieldErrors.moveToSame' };
const catalogFieldErrors = fieldErrorsHook(catalogFieldMessage);

const router = openApiRouter();
// Every process forgets its kept cities and categories on the NOTIFY a change sends (migration 0019);
// this one forgets at once, so the admin's next request already sees the change.
router.use(async (c, next) => {
  await next();
  if (c.req.method !== 'GET') c.var.deps.catalog.forget();
});

export const adminCatalogRoutes = router
  .openapi(categoryRoutes.list, async (c) => {
    const items = await listAdminCategories(c.var.deps.db);
    c.header('Cache-Control', NO_STORE);
    return c.json({ items: items.map(({ row, adCount }) => presentAdminCategory(row, adCount)) }, 200);
  })
  .openapi(
    categoryRoutes.create,
    async (c) => {
      const admin = signedInViewer(c);
      const row = await createCategory(c.var.deps.db, admin, c.req.valid('json'));
      c.header('Cache-Control', NO_STORE);
      return c.json(presentAdminCategory(row, 0), 201);
    },
    catalogFieldErrors,
  )
  .openapi(
    categoryRoutes.update,
    async (c) => {
      const admin = signedInViewer(c);
      const { db } = c.var.deps;
      const row = await updateCategory(c.var.deps, admin, c.req.valid('param').id, c.req.valid('json'));
      c.header('Cache-Control', NO_STORE);
      return c.json(presentAdminCategory(row, await countAdsIn(db, 'category', row.id)), 200);
    },
    catalogFieldErrors,
  )
  .openapi(
    categoryRoutes.remove,
    async (c) => {
      const admin = signedInViewer(c);
      const { id } = c.req.valid('param');
      const moveTo = c.req.valid('query').move_to;
      if (moveTo === id) return fieldErrorResponse(c, moveToSelf, catalogFieldMessage);
      const { movedAds } = await deleteCategory(c.var.deps.db, admin, id, moveTo);
      return c.json({ id, moved_ads: movedAds }, 200);
    },
    catalogFieldErrors,
  )
  .openapi(cityRoutes.list, async (c) => {
    const items = await listAdminCities(c.var.deps.db);
    c.header('Cache-Control', NO_STORE);
    return c.json({ items: items.map(({ row, adCount }) => presentAdminCity(row, adCount)) }, 200);
  })
  .openapi(
    cityRoutes.create,
    async (c) => {
      const admin = signedInViewer(c);
      const input = c.req.valid('json');
      let slug = input.slug;
      if (slug === undefined) {
        const derived = DerivedCitySlug.safeParse(slugify(input.name));
        if (!derived.success)
          return fieldErrorResponse(c, fieldKeysOf(derived.error, 'slug'), catalogFieldMessage);
        slug = derived.data;
      }
      const row = await createCity(c.var.deps.db, admin, {
        name: input.name,
        nameUk: input.name_uk ?? null,
        slug,
        timeZone: input.time_zone ?? c.var.deps.env.SITE_TIME_ZONE,
      });
      c.header('Cache-Control', NO_STORE);
      return c.json(presentAdminCity(row, 0), 201);
    },
    catalogFieldErrors,
  )
  .openapi(
    cityRoutes.update,
    async (c) => {
      const admin = signedInViewer(c);
      const { db } = c.var.deps;
      const input = c.req.valid('json');
      const row = await updateCity(c.var.deps, admin, c.req.valid('param').id, {
        name: input.name,
        nameUk: input.name_uk,
        slug: input.slug,
        timeZone: input.time_zone,
      });
      c.header('Cache-Control', NO_STORE);
      return c.json(presentAdminCity(row, await countAdsIn(db, 'city', row.id)), 200);
    },
    catalogFieldErrors,
  )
  .openapi(
    cityRoutes.remove,
    async (c) => {
      const admin = signedInViewer(c);
      const { id } = c.req.valid('param');
      const moveTo = c.req.valid('query').move_to;
      if (moveTo === id) return fieldErrorResponse(c, moveToSelf, catalogFieldMessage);
      const { movedAds } = await deleteCity(c.var.deps.db, admin, id, moveTo);
      return c.json({ id, moved_ads: movedAds }, 200);
    },
    catalogFieldErrors,
  );
