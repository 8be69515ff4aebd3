import { OwnAds } from '../schemas/ads';
import { MeChanges, MeResponse, UpdatedMe } from '../schemas/me';
import { operation } from './operation';

export const getMe = operation({
  method: 'get',
  path: '/me',
  answer: MeResponse,
  status: 200,
});

export const updateMe = operation({
  method: 'patch',
  path: '/me',
  body: MeChanges,
  answer: UpdatedMe,
  status: 200,
});

export const listOwnAds = operation({
  method: 'get',
  path: '/me/ads',
  answer: OwnAds,
  status: 200,
});
