import { IdParam } from '../schemas/id-param';
import {
  AdminPlan,
  AdminPlanList,
  PlanChange,
  PlanDeleted,
  PlanInput,
  PlanList,
  PlansQuery,
} from '../schemas/plans';
import { operation } from './operation';

export const listPlans = operation({
  method: 'get',
  path: '/plans',
  query: PlansQuery,
  answer: PlanList,
  status: 200,
});

export const listAdminPlans = operation({
  method: 'get',
  path: '/admin/plans',
  answer: AdminPlanList,
  status: 200,
});

export const createPlan = operation({
  method: 'post',
  path: '/admin/plans',
  body: PlanInput,
  answer: AdminPlan,
  status: 201,
});

export const updatePlan = operation({
  method: 'patch',
  path: '/admin/plans/{id}',
  params: IdParam,
  body: PlanChange,
  answer: AdminPlan,
  status: 200,
});

export const deletePlan = operation({
  method: 'delete',
  path: '/admin/plans/{id}',
  params: IdParam,
  answer: PlanDeleted,
  status: 200,
});
