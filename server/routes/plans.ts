import { openApiRouter } from './openapi-router';

/** Filled in by the monetisation work (issue 7). */
export const plansRoutes = openApiRouter();
