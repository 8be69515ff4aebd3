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
} from '../schemas/admin-catalog';
import { IdParam } from '../schemas/id-param';
import { operation } from './operation';

export const listCategories = operation({
  method: 'get',
  path: '/admin/categories',
  answer: AdminCategoryList,
  status: 200,
});

export const createCategory = operation({
  method: 'post',
  path: '/admin/categories',
  body: CategoryInput,
  answer: AdminCategory,
  status: 201,
});

export const updateCategory = operation({
  method: 'patch',
  path: '/admin/categories/{id}',
  params: IdParam,
  body: CategoryChange,
  answer: AdminCategory,
  status: 200,
});

export const deleteCategory = operation({
  method: 'delete',
  path: '/admin/categories/{id}',
  params: IdParam,
  query: CatalogDeleteQuery,
  answer: CatalogDeleted,
  status: 200,
});

export const listCities = operation({
  method: 'get',
  path: '/admin/cities',
  answer: AdminCityList,
  status: 200,
});

export const createCity = operation({
  method: 'post',
  path: '/admin/cities',
  body: CityInput,
  answer: AdminCity,
  status: 201,
});

export const updateCity = operation({
  method: 'patch',
  path: '/admin/cities/{id}',
  params: IdParam,
  body: CityChange,
  answer: AdminCity,
  status: 200,
});

export const deleteCity = operation({
  method: 'delete',
  path: '/admin/cities/{id}',
  params: IdParam,
  query: CatalogDeleteQuery,
  answer: CatalogDeleted,
  status: 200,
});
