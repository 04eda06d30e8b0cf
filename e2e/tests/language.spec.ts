import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';

const storedLanguage = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('parallax_language'));

test('Spanish can be chosen, survives a reload, and English can be chosen back', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  const heroTitle = page.getByRole('heading', { level: 1 });
  const languageSwitch = page.getByTestId('language-switch');
  await expect(heroTitle).toHaveText('Step inside the picture');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(languageSwitch).toHaveValue('en');

  await languageSwitch.selectOption('es');
  await expect(heroTitle).toHaveText('Entra en la imagen');
  await expect(page.getByRole('button', { name: 'Activar el sonido del tráiler' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'es');
  expect(await storedLanguage(page)).toBe('es');

  // The server learns the choice too: the next page comes in Spanish before the app runs.
  const served = await page.request.get('/', { headers: { Accept: 'text/html' } });
  expect(await served.text()).toContain('<html lang="es">');

  await page.reload();
  await expect(heroTitle).toHaveText('Entra en la imagen');
  await expect(html).toHaveAttribute('lang', 'es');
  await expect(languageSwitch).toHaveValue('es');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();

  await languageSwitch.selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(html).toHaveAttribute('lang', 'en');
  expect(await storedLanguage(page)).toBe('en');

  await page.goto('/');
  await expect(heroTitle).toHaveText('Step inside the picture');
});

test.describe('with a Spanish browser and no stored choice', () => {
  test.use({ locale: 'es-ES' });

  test('the store opens in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entra en la imagen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('language-switch')).toHaveValue('es');
  });
});
