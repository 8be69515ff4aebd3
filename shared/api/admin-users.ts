import {
  AdminUser,
  AdminUserListQuery,
  AdminUserPage,
  CreateUserInput,
  UpdateUserInput,
} from '../schemas/admin-users';
import { IdParam } from '../schemas/id-param';
import { NoContent } from '../schemas/no-content';
import { operation } from './operation';

export const listUsers = operation({
  method: 'get',
  path: '/admin/users',
  query: AdminUserListQuery,
  answer: AdminUserPage,
  status: 200,
});

export const createUser = operation({
  method: 'post',
  path: '/admin/users',
  body: CreateUserInput,
  answer: AdminUser,
  status: 201,
});

export const updateUser = operation({
  method: 'patch',
  path: '/admin/users/{id}',
  params: IdParam,
  body: UpdateUserInput,
  answer: AdminUser,
  status: 200,
});

export const deleteUser = operation({
  method: 'delete',
  path: '/admin/users/{id}',
  params: IdParam,
  answer: NoContent,
  status: 204,
});
