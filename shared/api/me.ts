import { MeResponse } from '../schemas/me';
import { operation } from './operation';

export const getMe = operation({
  method: 'get',
  path: '/me',
  answer: MeResponse,
  status: 200,
});
