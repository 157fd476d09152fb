import { expect, test } from './support/test.ts';
import { accounts } from './support/accounts.ts';
import { loginResult, successCodes } from './support/api.ts';
import { apiPrefix } from './support/env.ts';

test('the app loads with the product title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/研究生教育管理系统/);
});

test('the preview proxies /api to the mock server', async ({ request }) => {
  const response = await request.get(`${apiPrefix}/publicKey`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body: unknown = await response.json();
  expect(body).toEqual(expect.objectContaining({ code: expect.anything(), data: expect.anything() }));
  expect(successCodes).toContain((body as { code: number | string }).code);
});

test('the demo accounts sign in on the mock server', async () => {
  for (const account of Object.values(accounts)) {
    const { token, user } = await loginResult(account);
    expect(token, account.username).not.toBe('');
    expect(user.username).toBe(account.username);
    expect(user.roles.map((role) => role.roleKey)).toEqual(account.roleKeys);
  }
});
