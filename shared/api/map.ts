import { MapAds, MapQuery } from '../schemas/map';
import { operation } from './operation';

export const listMapAds = operation({
  method: 'get',
  path: '/map',
  query: MapQuery,
  answer: MapAds,
  status: 200,
});
