import { expect } from '@playwright/test';
import { API_DOCUMENT } from '../shared/api/operation';
import { test } from './auth-support';
import { collectConsoleErrors } from './support';

test('the API docs page renders the OpenAPI document under our CSP', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(API_DOCUMENT.page);
  await expect(page.getByText('Hromada API', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('/v1/ads/{id}').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
