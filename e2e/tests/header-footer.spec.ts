import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { createAccount, logOut, newUser, signUp } from '../support/accounts.js';
import { WIDTHS, expectNoHorizontalOverflow, overrideFlag } from '../support/pages.js';

/**
 * Header and footer of spec 1 §2 (issue 4) and the download-app modal of spec 2 §2: install app,
 * subscription gate, mobile menu, placeholder width, footer links per group, safe mode hiding the
 * blog, configuration-driven download links, at three widths and in Spanish.
 */

const header = (page: Page) => page.locator('header.site-header');
const footer = (page: Page) => page.locator('footer.site-footer');
const downloadModal = (page: Page) => page.getByTestId('download-app-modal');

const DOWNLOADS = {
  PCVR: 'https://downloads.parallax.example/parallax-setup-1.5.1.exe',
  Apk: 'https://downloads.parallax.example/parallax-1.5.1.apk',
  MetaStore: 'https://www.meta.com/experiences/parallax-demo/',
};

test.describe('header', () => {
  test('has the logo, install app, language, login and, for a guest, the subscription button', async ({
    page,
  }) => {
    await page.goto('/');
    const logo = header(page).getByRole('link', { name: 'Parallax — store home' });
    await expect(logo).toHaveAttribute('href', '/');
    await expect(header(page).getByRole('button', { name: 'Install app' })).toBeVisible();
    await expect(header(page).getByTestId('language-switch')).toBeVisible();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(header(page).getByTestId('header-subscription-button')).toHaveAttribute(
      'href',
      '/subscription#tariffs',
    );
    await expect(page.getByTestId('mobile-menu-toggle')).toHaveCount(0);
  });

  test('install app opens the download-app modal: three cards, each with its button and how-to link', async ({
    page,
  }) => {
    await page.goto('/');
    const install = page.getByTestId('install-app-button');
    await install.click();
    const modal = downloadModal(page);
    await expect(modal.getByRole('heading', { level: 2 })).toHaveText('Get the Parallax app');
    const cards = modal.locator('.download-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'PC VR',
      'Quest sideload package',
      'Meta store',
    ]);
    // The demo configures no download address: the PC VR card downloads this server's (demo)
    // installer, the sideload card its (demo) Android package, and the Meta store card opens the
    // site on the user's headset, where the web app installs.
    const pcvr = modal.getByTestId('download-card-PCVR');
    await expect(pcvr.getByRole('link', { name: 'Download for PC VR' })).toHaveAttribute(
      'href',
      /^\/api\/v1\/release\/windows\/download/,
    );
    await expect(pcvr.getByRole('link', { name: 'How to install on PC VR' })).toHaveAttribute(
      'href',
      '/how-to-watch-in-vr?platform=PCVR',
    );
    const apk = modal
      .getByTestId('download-card-Apk')
      .getByRole('link', { name: 'Download for Quest sideload package' });
    await expect(apk).toHaveAttribute('href', /\/api\/v1\/release\/android\/download$/);
    await expect(apk).toHaveAttribute('download', 'parallax.apk');
    const metaStore = modal.getByTestId('download-card-MetaStore');
    await expect(metaStore).toContainText('Install the web app');
    await expect(
      metaStore.getByRole('link', { name: 'Open on my Meta Quest (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      `https://www.oculus.com/open_url/?url=${encodeURIComponent(new URL(page.url()).origin)}`,
    );
    for (const [platform, name] of [
      ['Apk', 'Quest sideload package'],
      ['MetaStore', 'Meta store'],
    ] as const) {
      const card = modal.getByTestId(`download-card-${platform}`);
      await expect(card.getByRole('link', { name: `How to install on ${name}` })).toHaveAttribute(
        'href',
        `/how-to-watch-in-vr?platform=${platform}`,
      );
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(install).toBeFocused();

    // spec 2 §6: a guest's Meta store button asks to sign up first (the demo's flag allows it).
    await install.click();
    await metaStore.getByRole('link', { name: /^Open on my Meta Quest/ }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByTestId('auth-modal').getByRole('heading', { name: 'Create an account' }),
    ).toBeVisible();
  });

  test('configured addresses become download buttons; a guest’s Meta store download asks to sign up first', async ({
    page,
  }) => {
    await overrideFlag(page, 'appDownloads', {
      isEnabled: true,
      params: Object.entries(DOWNLOADS).map(([label, value]) => ({ label, value })),
    });
    await page.goto('/');
    await page.getByTestId('install-app-button').click();
    const modal = downloadModal(page);
    const pcvr = modal.getByRole('link', { name: 'Download for PC VR (opens in a new tab)' });
    await expect(pcvr).toHaveAttribute('href', DOWNLOADS.PCVR);
    await expect(pcvr).toHaveAttribute('target', '_blank');
    await expect(
      modal.getByRole('link', { name: 'Download for Quest sideload package (opens in a new tab)' }),
    ).toHaveAttribute('href', DOWNLOADS.Apk);
    await expect(modal.getByText('Install the web app')).toHaveCount(0);

    // spec 2 §6: the metaStoreSignUpModal flag is on in the demo.
    await modal.getByRole('link', { name: 'Download for Meta store (opens in a new tab)' }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByTestId('auth-modal').getByRole('heading', { name: 'Create an account' }),
    ).toBeVisible();

    // The footer's per-platform links follow the same configuration.
    await page.keyboard.press('Escape');
    await expect(footer(page).getByRole('link', { name: 'PC VR' })).toHaveAttribute(
      'href',
      DOWNLOADS.PCVR,
    );
  });

  test('when the browser offers its own install, the modal offers "Install on this device"', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('login-button')).toBeVisible();
    // What Chromium fires when the site is installable: a prompt to show when the user asks.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    await page.getByTestId('install-app-button').click();
    await downloadModal(page).getByRole('button', { name: 'Install on this device' }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    await expect(downloadModal(page)).toBeHidden();
  });

  test.describe('before the session is confirmed (spec 1 §4: auth status unknown)', () => {
    /** Holds the bootstrap's first call, so the header shows what it draws before it knows. */
    async function holdBootstrap(page: Page) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/bootstrap/check*', async (route) => {
        await released;
        await route.continue();
      });
      return release;
    }

    test.describe('in Spanish', () => {
      test.use({ locale: 'es-ES' });

      test('a guest (no session marker) gets the login button at once, and nothing moves', async ({
        page,
      }) => {
        const release = await holdBootstrap(page);
        // `?auth=register` opens its modal only once bootstrapped: the sign that it has ended.
        await page.goto('/?auth=register');
        const login = page.getByTestId('login-button');
        await expect(login).toHaveText('Iniciar sesión');
        await expect(page.getByTestId('user-button-placeholder')).toHaveCount(0);
        const install = page.getByTestId('install-app-button');
        const [loginBefore, installBefore] = [
          await login.boundingBox(),
          await install.boundingBox(),
        ];
        // It works before the bootstrap ends: the login modal opens.
        const modal = page.getByTestId('auth-modal');
        await login.click();
        await expect(modal.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(modal).toHaveCount(0);
        release();
        await expect(modal.getByRole('heading', { name: 'Crear una cuenta' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(modal).toHaveCount(0);
        expect(await login.boundingBox()).toEqual(loginBefore);
        expect(await install.boundingBox()).toEqual(installBefore);
      });
    });

    test('a signed-in user (a session marker) gets their button’s place at once, at its size', async ({
      page,
    }) => {
      const user = newUser('marker');
      await page.goto('/');
      await signUp(page, user);
      const userButton = page.getByTestId('user-button');
      const name = user.username.toLowerCase();
      await expect(userButton).toHaveAccessibleName(new RegExp(name));
      // The greeting of a fresh sign-in has ended; the button has its resting size.
      await expect(userButton).not.toHaveClass(/is-expanded/);

      const release = await holdBootstrap(page);
      await page.reload();
      const placeholder = page.getByTestId('user-button-placeholder');
      await expect(placeholder).toHaveText(name);
      await expect(page.getByTestId('login-button')).toHaveCount(0);
      const install = page.getByTestId('install-app-button');
      const [held, installBefore] = [await placeholder.boundingBox(), await install.boundingBox()];
      release();
      await expect(userButton).toBeVisible();
      await expect(placeholder).toHaveCount(0);
      expect(await userButton.boundingBox()).toEqual(held);
      expect(await install.boundingBox()).toEqual(installBefore);

      // Logged out, the name is forgotten: the next load shows login at once.
      await logOut(page);
      expect(await page.evaluate(() => localStorage.getItem('parallax_user_name'))).toBeNull();
      const releaseAgain = await holdBootstrap(page);
      await page.reload();
      await expect(page.getByTestId('login-button')).toBeVisible();
      releaseAgain();
    });
  });
});

test.describe('mobile menu (below 810 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens and closes by keyboard: aria-expanded, Escape closes and focus returns to the toggle', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByTestId('mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // The language switch does not fit in the bar: it is in the menu, and takes focus first.
    const language = menu.getByTestId('language-switch');
    await expect(language).toBeFocused();
    await expect(header(page).getByTestId('language-switch')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // A click outside closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    await expectNoHorizontalOverflow(page);
  });

  test('switches the language from the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByTestId('mobile-menu').getByTestId('language-switch').selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entra en la imagen');
    await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
    await expect(page.getByTestId('install-app-button')).toHaveAccessibleName('Instalar app');
  });

  test('a signed-in user finds the library and the control panel in it', async ({ page }) => {
    await page.goto('/');
    await createAccount(page, newUser('menu'));
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    await menu.getByRole('button', { name: 'Control panel' }).click();
    await expect(menu).toBeHidden();
    const panel = page.getByRole('dialog', { name: 'Account' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(menu).toBeHidden();
  });

  test('is not there from 810 px: the library and language sit in the bar', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page.getByTestId('mobile-menu-toggle')).toHaveCount(0);
    await expect(header(page).getByTestId('language-switch')).toBeVisible();
  });
});

test.describe('footer', () => {
  for (const width of WIDTHS) {
    test(`${width} px: handy, download, legal and social links lead where they should`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const handy = footer(page).getByRole('navigation', { name: 'Handy links' });
      await expect(handy.getByRole('link', { name: 'How to run' })).toHaveAttribute(
        'href',
        '/how-to-watch-in-vr',
      );
      await expect(handy.getByRole('link', { name: 'Report content' })).toHaveAttribute(
        'href',
        'mailto:report@parallax.example',
      );
      await expect(handy.getByRole('link', { name: 'Models' })).toHaveAttribute(
        'href',
        '/pornstars',
      );
      await expect(handy.getByRole('link', { name: 'Support' })).toHaveAttribute(
        'href',
        '/support',
      );
      await expect(handy.getByRole('link', { name: 'Affiliate program' })).toHaveAttribute(
        'href',
        'mailto:partners@parallax.example',
      );
      // A guest is not age-verified: safe mode hides the blog link (spec 1 §2).
      await expect(handy.getByRole('link', { name: 'Blog' })).toHaveCount(0);

      const downloads = footer(page).getByRole('navigation', { name: 'Downloads' });
      await expect(downloads.getByRole('link')).toHaveText(['Meta store', 'APK', 'PC VR']);
      await expect(downloads.getByRole('link', { name: 'APK' })).toHaveAttribute(
        'href',
        '/how-to-watch-in-vr?platform=Apk',
      );

      const legal = footer(page).getByRole('navigation', { name: 'Legal' });
      expect(
        await legal
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(['/cookie-policy', '/privacy-policy', '/terms-of-service', '/usc-2257', '/dmca']);

      const social = footer(page).getByRole('list', { name: 'Follow us' }).getByRole('link');
      await expect(social).toHaveCount(3);
      await expect(social.nth(0)).toHaveAccessibleName(
        'Parallax on X (Twitter) (opens in a new tab)',
      );
      await expect(social.nth(1)).toHaveAccessibleName(
        'Parallax on Instagram (opens in a new tab)',
      );
      await expect(social.nth(2)).toHaveAccessibleName('Parallax on Discord (opens in a new tab)');
      for (const link of await social.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // The "Explore by tag" row keeps the footer's gutters: it starts where the rows around it do.
      const tagTitle = footer(page).getByRole('heading', { name: 'Explore by tag' });
      await expect(tagTitle).toBeVisible();
      const rights = footer(page).locator('.footer-rights');
      expect((await tagTitle.boundingBox())?.x).toBe((await rights.boundingBox())?.x);

      await footer(page).scrollIntoViewIfNeeded();
      await expectNoHorizontalOverflow(page);
    });
  }

  test('Download app opens the download-app modal', async ({ page }) => {
    await page.goto('/');
    const button = footer(page).getByRole('button', { name: 'Download app' });
    await button.click();
    await expect(downloadModal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  test.describe('for a search engine crawler', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });

    test('shows the blog link (bots are never in safe mode) and still no autoplaying video', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(footer(page).getByRole('link', { name: 'Blog' })).toHaveAttribute(
        'href',
        '/blog',
      );
      await expect(page.getByTestId('trailer')).toHaveAttribute('preload', 'none');
    });
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-ES' });

    test('speaks Spanish', async ({ page }) => {
      await page.goto('/');
      const handy = footer(page).getByRole('navigation', { name: 'Enlaces útiles' });
      await expect(handy.getByRole('link', { name: 'Cómo reproducirlo' })).toBeVisible();
      await expect(handy.getByRole('button', { name: 'Descargar la app' })).toBeVisible();
      const legal = footer(page).getByRole('navigation', { name: 'Legal' });
      await expect(legal.getByRole('link')).toHaveText([
        'Política de cookies',
        'Política de privacidad',
        'Términos del servicio',
        'Aviso 2257',
        'DMCA',
      ]);
      await expect(
        footer(page).getByRole('link', {
          name: 'Parallax en Discord (se abre en una pestaña nueva)',
        }),
      ).toBeVisible();
      await page.getByTestId('install-app-button').click();
      await expect(downloadModal(page).getByRole('heading', { level: 2 })).toHaveText(
        'Consigue la app de Parallax',
      );
      await expect(
        downloadModal(page).getByRole('link', { name: 'Cómo instalarla en Tienda de Meta' }),
      ).toHaveAttribute('href', '/how-to-watch-in-vr?platform=MetaStore');
    });
  });
});
