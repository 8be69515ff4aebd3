import * as catalogApi from '../../shared/api/admin-catalog';
import { DerivedCitySlug } from '../../shared/schemas/admin-catalog';
import { ApiError } from '../../shared/schemas/errors';
import { slugify } from '../../shared/slug';
import { contractRoute } from '../http/contract-route';
import { fieldErrorResponse, fieldErrorsHook, fieldKeysOf } from '../http/field-errors';
import { catalogFieldMessage } from '../http/field-messages';
import { signedInViewer } from '../http/viewer';
import { presentAdminCategory, presentAdminCity } from '../presenters/catalog';
import { addCity } from '../services/catalog/add-city';
import { createCategory } from '../services/catalog/create-category';
import { deleteCategory } from '../services/catalog/delete-category';
import { deleteCity } from '../services/catalog/delete-city';
import { editCategory } from '../services/catalog/edit-category';
import { editCity } from '../services/catalog/edit-city';
import { listAdminCategories } from '../services/catalog/list-admin-categories';
import { listAdminCities } from '../services/catalog/list-admin-cities';
import { jsonContent, openApiRouter } from './openapi-router';

const guarded = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const tags = ['admin'];
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const deleteDocs = (one: string, code: string) => ({
  tags,
  summary: `Delete a ${one}; refused (409 ${code}) while it holds ads, unless move_to names another ${one} to move them to first`,
  answer: 'Deleted',
  errors: {
    400: jsonContent(ApiError, 'move_to is not valid (or is this one)'),
    ...guarded,
    404: jsonContent(ApiError, `No such ${one} (or move_to names none)`),
    409: jsonContent(ApiError, `It still holds ads (${code}, the message says how many)`),
  },
});

const writeErrors = (one: string) => ({
  400: jsonContent(ApiError, 'Invalid fields (a message per field)'),
  ...guarded,
  404: jsonContent(ApiError, `No such ${one}`),
  409: jsonContent(ApiError, 'Slug (or city name) already used'),
});

const categoryRoutes = {
  list: contractRoute(catalogApi.listCategories, {
    tags,
    summary: 'Every category in navigation order, with its number of ads',
    answer: 'All of them, with their ad counts',
    errors: guarded,
  }),
  create: contractRoute(catalogApi.createCategory, {
    tags,
    summary: 'Add a category (by default after the last one)',
    answer: 'Added',
    errors: writeErrors('category'),
  }),
  update: contractRoute(catalogApi.updateCategory, {
    tags,
    summary: 'Change some fields of a category',
    answer: 'The category',
    errors: writeErrors('category'),
  }),
  remove: contractRoute(catalogApi.deleteCategory, deleteDocs('category', 'CATEGORY_HAS_ADS')),
};

const cityRoutes = {
  list: contractRoute(catalogApi.listCities, {
    tags,
    summary: 'Every city by name, with its number of ads',
    answer: 'All of them, with their ad counts',
    errors: guarded,
  }),
  create: contractRoute(catalogApi.createCity, {
    tags,
    summary: 'Add a city (its slug made from the name, its time zone SITE_TIME_ZONE, when not given)',
    answer: 'Added',
    errors: writeErrors('city'),
  }),
  update: contractRoute(catalogApi.updateCity, {
    tags,
    summary: 'Change some fields of a city (name_uk null or empty clears it)',
    answer: 'The city',
    errors: writeErrors('city'),
  }),
  remove: contractRoute(catalogApi.deleteCity, deleteDocs('city', 'CITY_HAS_ADS')),
};

const derivedSlug = (name: string) => DerivedCitySlug.safeParse(slugify(name));
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
    return c.json(
      { items: items.map(({ row, adCount }) => presentAdminCategory(row, adCount)) },
      200,
      NO_STORE,
    );
  })
  .openapi(
    categoryRoutes.create,
    async (c) => {
      const row = await createCategory(c.var.deps.db, signedInViewer(c), c.req.valid('json'));
      return c.json(presentAdminCategory(row, 0), 201, NO_STORE);
    },
    catalogFieldErrors,
  )
  .openapi(
    categoryRoutes.update,
    async (c) => {
      const { id } = c.req.valid('param');
      const { row, adCount } = await editCategory(c.var.deps, c.var.viewer, id, c.req.valid('json'));
      return c.json(presentAdminCategory(row, adCount), 200, NO_STORE);
    },
    catalogFieldErrors,
  )
  .openapi(
    categoryRoutes.remove,
    async (c) => {
      const { id } = c.req.valid('param');
      const moveTo = c.req.valid('query').move_to;
      if (moveTo === id) return fieldErrorResponse(c, moveToSelf, catalogFieldMessage);
      const { movedAds } = await deleteCategory(c.var.deps.db, signedInViewer(c), id, moveTo);
      return c.json({ id, moved_ads: movedAds }, 200);
    },
    catalogFieldErrors,
  )
  .openapi(cityRoutes.list, async (c) => {
    const items = await listAdminCities(c.var.deps.db);
    return c.json({ items: items.map(({ row, adCount }) => presentAdminCity(row, adCount)) }, 200, NO_STORE);
  })
  .openapi(
    cityRoutes.create,
    async (c) => {
      const input = c.req.valid('json');
      // A slug not given is made from the name; a name it cannot be made from is the slug's error.
      const slug =
        input.slug !== undefined ? { success: true as const, data: input.slug } : derivedSlug(input.name);
      if (!slug.success) return fieldErrorResponse(c, fieldKeysOf(slug.error, 'slug'), catalogFieldMessage);
      const city = {
        name: input.name,
        nameUk: input.name_uk ?? null,
        slug: slug.data,
        timeZone: input.time_zone,
      };
      const row = await addCity(c.var.deps, c.var.viewer, city);
      return c.json(presentAdminCity(row, 0), 201, NO_STORE);
    },
    catalogFieldErrors,
  )
  .openapi(
    cityRoutes.update,
    async (c) => {
      const { name, name_uk: nameUk, slug, time_zone: timeZone } = c.req.valid('json');
      const change = { name, nameUk, slug, timeZone };
      const { row, adCount } = await editCity(c.var.deps, c.var.viewer, c.req.valid('param').id, change);
      return c.json(presentAdminCity(row, adCount), 200, NO_STORE);
    },
    catalogFieldErrors,
  )
  .openapi(
    cityRoutes.remove,
    async (c) => {
      const { id } = c.req.valid('param');
      const moveTo = c.req.valid('query').move_to;
      if (moveTo === id) return fieldErrorResponse(c, moveToSelf, catalogFieldMessage);
      const { movedAds } = await deleteCity(c.var.deps.db, signedInViewer(c), id, moveTo);
      return c.json({ id, moved_ads: movedAds }, 200);
    },
    catalogFieldErrors,
  );
