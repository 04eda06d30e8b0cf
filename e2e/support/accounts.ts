import { expect, type Browser, type Page } from '@playwright/test';
import { postFromPage, sendFromPage } from './api.js';

/** A fresh account's details: unique per call, valid by spec 1 §5. */
export function newUser(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: 'Summit2026',
  };
}

const MAIL_TIMEOUT_MS = 30_000;

/**
 * The newest e-mail to `to` (and containing `containing`, when given), read the way a developer
 * (or this test) reads mail here: on the DEV page of a separate browser, which lists the
 * development outbox.
 */
export async function readMail(browser: Browser, to: string, containing?: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Not waiting for the load event: the wait below covers the page's start.
    await page.goto('/dev', { waitUntil: 'commit' });
    const message = page
      .getByTestId('outbox-message')
      .filter({ has: page.getByTestId('outbox-to').getByText(to, { exact: true }) })
      .filter(containing === undefined ? {} : { hasText: containing });
    // The message is written with the request that sends it, but on a machine whose two cores
    // the suite fills, opening a second browser on the DEV page can take most of a UI step's
    // 10 s by itself: reading the mail gets the time of a journey's slow step instead.
    await expect(message.first()).toBeVisible({ timeout: MAIL_TIMEOUT_MS });
    const text = (await message.first().innerText()).replace(/\s+/g, ' ');
    // Not every message has a code (the lock notice): reading a missing one would wait for it.
    const codeElement = message.first().getByTestId('outbox-code');
    const code = (await codeElement.count()) > 0 ? await codeElement.innerText() : null;
    const link = /https?:\/\/\S+\/user-confirm\?token=[\w%-]+/.exec(
      (await message.first().innerHTML()).replace(/&amp;/g, '&'),
    )?.[0];
    return { text, code: code?.trim() ?? null, link: link ?? null };
  } finally {
    await context.close();
  }
}

export const authModal = (page: Page) => page.getByTestId('auth-modal');

/**
 * Opens the password login. On a headset (the emulated Quest 3 says it is one) logging in shows a
 * code to pair first: this switches to the password form.
 */
export async function openLogin(page: Page) {
  await page.getByTestId('login-button').click();
  await expect(authModal(page)).toBeVisible();
  const withPassword = authModal(page).getByRole('button', {
    name: /^(Log in with a password|Iniciar sesión con contraseña)$/,
  });
  await expect(page.getByTestId('auth-toggle').or(withPassword)).toBeVisible();
  if (await withPassword.isVisible()) await withPassword.click();
}

/** Signs up through the modal and confirms the e-mailed code; ends signed in. */
export async function signUp(page: Page, user: ReturnType<typeof newUser>, labels = EN) {
  await openLogin(page);
  await page.getByTestId('auth-toggle').click();
  const modal = authModal(page);
  await expect(modal.getByRole('heading', { name: labels.registerTitle })).toBeVisible();
  await modal.getByLabel(labels.username, { exact: true }).fill(user.username);
  await modal.getByLabel(labels.email, { exact: true }).fill(user.email);
  await modal.getByLabel(labels.password, { exact: true }).fill(user.password);
  await modal.getByRole('button', { name: labels.registerSubmit, exact: true }).click();
  await expect(modal.getByRole('heading', { name: labels.confirmTitle })).toBeVisible();
  // Read from the outbox over HTTP: the DEV page (`readMail`) is the accounts journeys' subject.
  const code = await readCode(page, user.email);
  // The code entry submits itself when the sixth digit arrives.
  await modal.getByTestId('code-input').fill(code);
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('user-button')).toHaveAccessibleName(
    new RegExp(user.username.toLowerCase()),
  );
}

/**
 * An account for a journey that is not about signing up: the calls the sign-up modal makes
 * (register, the e-mailed code read from the development outbox, confirm), sent from the page,
 * then a reload so the app starts signed in. The modal itself is the subject of accounts*.spec
 * and the journeys that use `signUp`.
 */
export async function createAccount(page: Page, user: ReturnType<typeof newUser>) {
  await waitForCsrfCookie(page);
  const registered = await postFromPage(page, '/store/api/v1/registration', {
    username: user.username,
    email: user.email,
    password: user.password,
    emailConsent: true,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const { token } = registered.body as { token: string };
  const confirmed = await postFromPage(page, '/store/api/v1/registration/confirm', {
    token,
    confirmation: await readCode(page, user.email),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  await page.reload();
  await expect(page.getByTestId('user-button')).toHaveAccessibleName(
    new RegExp(user.username.toLowerCase()),
  );
}

/** The 6-digit code of the newest e-mail to `to`, read from the development outbox's API. */
async function readCode(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await sendFromPage(page, 'GET', '/api/dev/outbox');
        const message = (outbox.body as { to: string; text: string }[]).find(
          (mail) => mail.to === to,
        );
        code = message ? /\b\d{6}\b/.exec(message.text)?.[0] : undefined;
        return code;
      },
      { timeout: MAIL_TIMEOUT_MS },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

export async function logIn(page: Page, identifier: string, password: string, labels = EN) {
  await openLogin(page);
  const modal = authModal(page);
  await modal.getByLabel(labels.identifier, { exact: true }).fill(identifier);
  await modal.getByLabel(labels.password, { exact: true }).fill(password);
  await modal.getByRole('button', { name: labels.loginSubmit, exact: true }).click();
}

export async function logOut(page: Page) {
  await page.getByTestId('user-button').click();
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
}

export const EN = {
  registerTitle: 'Create an account',
  confirmTitle: 'Check your email',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  identifier: 'Email or username',
  registerSubmit: 'Sign up',
  loginSubmit: 'Log in',
};

export const ES = {
  registerTitle: 'Crear una cuenta',
  confirmTitle: 'Revisa tu correo',
  username: 'Nombre de usuario',
  email: 'Correo electrónico',
  password: 'Contraseña',
  identifier: 'Correo electrónico o nombre de usuario',
  registerSubmit: 'Registrarse',
  loginSubmit: 'Iniciar sesión',
};

/** The app holds its CSRF cookie once its bootstrap check has answered. */
async function waitForCsrfCookie(page: Page) {
  await expect
    .poll(async () =>
      (await page.context().cookies()).some((cookie) => cookie.name.endsWith('parallax_csrf')),
    )
    .toBe(true);
}

/**
 * What the cart's checkout does for a guest who gives only an e-mail address: a quick
 * registration from the page, with the CSRF cookie the app already holds.
 */
export async function quickRegisterAsCheckout(page: Page, email: string, language = 'en') {
  await waitForCsrfCookie(page);
  await expect(page.getByTestId('login-button')).toBeVisible();
  const status = await page.evaluate(
    async ({ address, userLanguage }) => {
      const csrf = /(?:^|; )(?:__Host-)?parallax_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/store/api/v1/registration/quick', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': csrf,
          'user-language': userLanguage,
        },
        body: JSON.stringify({
          email: address,
          clientType: 'web_app',
          clientIdentifier: crypto.randomUUID(),
          emailConsent: true,
        }),
      });
      return response.status;
    },
    { address: email, userLanguage: language },
  );
  expect(status).toBe(200);
}
