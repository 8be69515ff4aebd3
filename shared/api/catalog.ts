import { CategoryList, CityList } from '../schemas/catalog';
import { operation } from './operation';

export const listCities = operation({ method: 'get', path: '/cities', answer: CityList, status: 200 });

export const listCategories = operation({
  method: 'get',
  path: '/categories',
  answer: CategoryList,
  status: 200,
});
