import { AdContacts } from '../schemas/ads';
import { IdParam } from '../schemas/id-param';
import { operation } from './operation';

export const revealContacts = operation({
  method: 'post',
  path: '/ads/{id}/contact',
  params: IdParam,
  answer: AdContacts,
  status: 200,
});
