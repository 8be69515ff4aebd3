import { openApiRouter } from './openapi-router';

/** Filled in by the discovery work (issue 5). */
export const searchRoutes = openApiRouter();
