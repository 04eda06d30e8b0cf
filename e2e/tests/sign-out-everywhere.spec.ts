import { expect, test } from '../support/test.js';
import { postFromPage } from '../support/api.js';
import { createAccount, logIn, newUser } from '../support/accounts.js';

/**
 * Signing out everywhere from the control panel: another browser signed in to the account, and
 * the feed link it made, end; this browser stays signed in and the panel lists what was ended.
 */
test('the control panel signs out everywhere else and shows what was ended', async ({
  page,
  browser,
}) => {
  const user = newUser('everywhere');
  await page.goto('/');
  await createAccount(page, user);

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto('/');
    await logIn(other, user.email, user.password);
    await expect(other.getByTestId('user-button')).toBeVisible();
    const feed = await postFromPage(other, '/store/api/v1/settings/feeds', { label: 'Quest' });
    expect(feed.status).toBe(201);

    await page.getByTestId('user-button').click();
    await page.getByRole('button', { name: 'In-VR settings' }).click();
    const devices = page.getByTestId('devices').getByTestId('device-row');
    await expect(devices).toHaveCount(2);
    await expect(page.getByTestId('feeds')).toContainText('Quest');

    const block = page.getByTestId('credentials');
    await block.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(block).toContainText('Feed links have to be made again.');
    await block.getByRole('button', { name: 'Yes, sign out everywhere' }).click();

    const ending = block.getByTestId('credential-ending');
    await expect(ending).toHaveCount(1);
    await expect(ending).toContainText('You signed out everywhere');
    await expect(ending).toContainText('Ended: 1 browser session and 1 VR player feed link');
    await expect(devices).toHaveCount(1);
    await expect(devices).toContainText('This device');
    await expect(page.getByTestId('feeds')).toContainText('No feed links yet.');

    // The other browser's next page finds its session ended; this one is still signed in.
    await other.reload();
    await expect(other.getByTestId('login-button')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('user-button')).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});
