import { expect, test } from '../support/test.js';
import {
  authModal,
  ES,
  logIn,
  logOut,
  newUser,
  openLogin,
  quickRegisterAsCheckout,
  readMail,
  signUp,
} from '../support/accounts.js';
import { watchToasts } from '../support/toasts.js';

test.use({ locale: 'es-ES' });

test('the account journeys speak Spanish: sign-up e-mail, validation, wrong password and the lock', async ({
  page,
  browser,
}) => {
  // Two sign-ins' worth of argon2 hashing, seven wrong passwords and two e-mails read from the
  // outbox: the longest journey of the suite.
  test.slow();
  const user = newUser('montañero'.replace('ñ', 'n'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await openLogin(page);
  const modal = authModal(page);
  await page.getByTestId('auth-toggle').click();
  await modal.getByLabel(ES.username, { exact: true }).fill('a');
  await modal.getByLabel(ES.password, { exact: true }).fill('solotexto');
  await modal.getByRole('button', { name: ES.registerSubmit, exact: true }).click();
  await expect(modal.getByTestId('username-error')).toHaveText(
    'El nombre de usuario es demasiado corto (mínimo 2 caracteres)',
  );
  await expect(modal.getByTestId('password-error')).toHaveText(
    'La contraseña debe contener al menos 1 número y 1 letra latina',
  );
  await modal.getByLabel(ES.password, { exact: true }).fill(`${'a1'.repeat(25)}b`);
  await modal.getByRole('button', { name: ES.registerSubmit, exact: true }).click();
  await expect(modal.getByTestId('password-error')).toHaveText(
    'La contraseña debe tener como máximo 50 caracteres',
  );
  await modal.getByRole('button', { name: 'Cerrar' }).click();

  await signUp(page, user, ES);
  const mail = await readMail(browser, user.email);
  expect(mail.text).toContain('Tu código de registro de Parallax');
  await logOut(page);

  await logIn(page, user.username, 'Incorrecta2026', ES);
  const formError = modal.getByTestId('auth-error');
  await expect(formError).toHaveText('Usuario o contraseña incorrectos');
  const submit = modal.getByRole('button', { name: ES.loginSubmit, exact: true });
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await submit.click();
    await expect(formError).toHaveText('Usuario o contraseña incorrectos');
  }
  // Locked: the right password gets the answer anybody gets; the owner is told by e-mail.
  await modal.getByLabel(ES.password, { exact: true }).fill(user.password);
  await submit.click();
  await expect(formError).toHaveText('Usuario o contraseña incorrectos');
  // The DEV page waits for the notice itself (a mail's time), rather than reads in a short poll.
  const notice = await readMail(
    browser,
    user.email,
    'El inicio de sesión en tu cuenta de Parallax está bloqueado durante una hora',
  );
  expect(notice.text).toContain(
    'El inicio de sesión en tu cuenta de Parallax está bloqueado durante una hora',
  );
});

test('a wrong code is refused in Spanish', async ({ page, browser }) => {
  const user = newUser('buceador');
  await page.goto('/');
  await openLogin(page);
  const modal = authModal(page);
  await page.getByTestId('auth-toggle').click();
  await modal.getByLabel(ES.username, { exact: true }).fill(user.username);
  await modal.getByLabel(ES.email, { exact: true }).fill(user.email);
  await modal.getByLabel(ES.password, { exact: true }).fill(user.password);
  await modal.getByRole('button', { name: ES.registerSubmit, exact: true }).click();
  await expect(modal.getByRole('heading', { name: ES.confirmTitle })).toBeVisible();
  const { code } = await readMail(browser, user.email);
  await modal.getByTestId('code-input').fill(code === '000000' ? '111111' : '000000');
  await expect(modal.getByTestId('auth-error')).toHaveText('Código incorrecto');
});

test('resetting a forgotten password speaks Spanish', async ({ page, browser }) => {
  const user = newUser('escalador');
  await page.goto('/');
  await signUp(page, user, ES);
  await logOut(page);

  await openLogin(page);
  const modal = authModal(page);
  await modal.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(modal.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
  await modal.getByLabel(ES.email, { exact: true }).fill('nadie@example.com');
  await modal.getByRole('button', { name: 'Enviar código' }).click();
  await expect(modal.getByTestId('auth-error')).toHaveText('No se encontraron usuarios');
  await modal.getByLabel(ES.email, { exact: true }).fill(user.email);
  await modal.getByRole('button', { name: 'Enviar código' }).click();
  await expect(modal.getByRole('heading', { name: ES.confirmTitle })).toBeVisible();
  const mail = await readMail(browser, user.email);
  expect(mail.text).toContain('restablecer la contraseña');
  await modal.getByTestId('code-input').fill(mail.code ?? '');

  await expect(modal.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
  await modal.getByLabel('Contraseña nueva', { exact: true }).fill('Glaciar2027');
  await modal.getByLabel('Confirma la contraseña nueva', { exact: true }).fill('Glaciar2028');
  await modal.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(modal.getByText('Las contraseñas deben coincidir')).toBeVisible();
  await modal.getByLabel('Confirma la contraseña nueva', { exact: true }).fill('Glaciar2027');
  await modal.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByTestId('toast').first()).toContainText('Se ha cambiado la contraseña');
  // Back on the login form of the same modal.
  await expect(modal.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await modal.getByLabel(ES.identifier, { exact: true }).fill(user.email);
  await modal.getByLabel(ES.password, { exact: true }).fill('Glaciar2027');
  await modal.getByRole('button', { name: ES.loginSubmit, exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('user-button')).toBeVisible();
});

test('quick registration and its e-mailed link speak Spanish', async ({ page, browser }) => {
  const { email } = newUser('comprador');
  await page.goto('/');
  await quickRegisterAsCheckout(page, email, 'es');

  const mail = await readMail(browser, email);
  expect(mail.text).toContain('Termina de configurar tu cuenta de Parallax');
  const link = new URL(mail.link ?? '');
  await page.goto(link.pathname + link.search);
  const confirm = page.getByTestId('user-confirm');
  await expect(confirm.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
  await confirm.getByLabel('Contraseña nueva', { exact: true }).fill('corta');
  await confirm.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(confirm.getByTestId('newPassword-error')).toHaveText(
    'La contraseña debe tener 8 caracteres o más y contener al menos 1 número y 1 letra latina',
  );
  await confirm.getByLabel('Contraseña nueva', { exact: true }).fill(`${'a1'.repeat(25)}b`);
  await confirm.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(confirm.getByTestId('newPassword-error')).toHaveText(
    'La contraseña debe tener como máximo 50 caracteres',
  );
  await confirm.getByLabel('Contraseña nueva', { exact: true }).fill('Puerto2026');
  await confirm.getByLabel('Confirma la contraseña nueva', { exact: true }).fill('Puerto2026');
  const toasts = await watchToasts(page);
  await confirm.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect
    .poll(() => toasts.seen())
    .toContainEqual(expect.stringContaining('Tu cuenta está lista.'));
  await expect(page.getByTestId('user-button')).toBeVisible();
});
