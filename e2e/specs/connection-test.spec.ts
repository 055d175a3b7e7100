import { expect, test } from '@playwright/test';

test('the connection test shows the backend as reachable', async ({ page }) => {
  await page.goto('/connection-test');
  await expect(page.getByRole('heading', { name: 'Connection Test' })).toBeVisible();

  const backend = page.getByRole('region', { name: 'Backend status' });
  await expect(backend.getByText('Reachable')).toBeVisible();
  await expect(backend.getByText('Nivas API is running')).toBeVisible();

  const endpoints = page.getByRole('region', { name: 'API endpoint status' });
  await expect(endpoints.getByText('OK', { exact: true })).toHaveCount(2);
  await expect(endpoints.getByText('GET /api/v1/health')).toBeVisible();
  await expect(endpoints.getByText(/reachable/)).toBeVisible();

  await expect(page.getByRole('region', { name: 'Errors' })).toContainText('No errors');

  const info = page.getByRole('region', { name: 'Connection information' });
  await expect(info).toContainText(new URL('/api/v1', page.url()).href);
  await expect(info).toContainText('Online');
  await expect(info.getByText(/^\d+ ms$/)).toHaveCount(3);
});

test('a failing endpoint is shown with troubleshooting hints', async ({ page }) => {
  await page.route('**/api/v1/debug', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Database unavailable' }),
    }),
  );
  await page.goto('/connection-test');
  const endpoints = page.getByRole('region', { name: 'API endpoint status' });
  await expect(endpoints.getByText('Failed')).toBeVisible();
  const errors = page.getByRole('region', { name: 'Errors' });
  await expect(errors).toContainText('Database unavailable');
  await expect(errors.getByRole('heading', { name: 'Things to try' })).toBeVisible();
  await expect(errors.getByRole('listitem').filter({ hasText: 'npm start' })).toBeVisible();
});
