import { expect } from '@playwright/test';
import { test } from './support';

/** First browser test: the login page renders its form, with no uncaught page error. */
test('login page renders its form', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));

  await page.goto('/user/login');

  const account = page.locator('#login-account');
  const password = page.locator('#login-password');
  const submit = page.locator('#login-submit');
  await expect(account).toBeVisible();
  await expect(account).toBeEditable();
  await expect(password).toBeVisible();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(submit).toBeVisible();
  await expect(submit).toBeEnabled();
  // the inputs take text
  await account.fill('admin');
  await expect(account).toHaveValue('admin');

  expect(pageErrors).toEqual([]);
});
