import { ApiToken, ApiTokenList, CreateApiTokenInput, CreatedApiToken } from '../schemas/api-tokens';
import { IdParam } from '../schemas/id-param';
import { operation } from './operation';

export const listApiTokens = operation({
  method: 'get',
  path: '/admin/api-tokens',
  answer: ApiTokenList,
  status: 200,
});

export const createApiToken = operation({
  method: 'post',
  path: '/admin/api-tokens',
  body: CreateApiTokenInput,
  answer: CreatedApiToken,
  status: 201,
});

export const revokeApiToken = operation({
  method: 'post',
  path: '/admin/api-tokens/{id}/revoke',
  params: IdParam,
  answer: ApiToken,
  status: 200,
});
