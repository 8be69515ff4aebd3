import { BlockedPeople, BlockedPerson } from '../schemas/blocks';
import { IdParam } from '../schemas/id-param';
import { NoContent } from '../schemas/no-content';
import { operation } from './operation';

export const listBlockedPeople = operation({
  method: 'get',
  path: '/me/blocks',
  answer: BlockedPeople,
  status: 200,
});

export const blockPerson = operation({
  method: 'put',
  path: '/me/blocks/{id}',
  params: IdParam,
  answer: BlockedPerson,
  status: 200,
});

export const unblockPerson = operation({
  method: 'delete',
  path: '/me/blocks/{id}',
  params: IdParam,
  answer: NoContent,
  status: 204,
});
