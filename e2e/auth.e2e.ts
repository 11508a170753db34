import { expect, test, type Page } from './live.ts';
import { linkFrom, uniqueEmail, waitForMail } from './support.ts';

const PASSWORD = 'garden-party-7';

async function signUp(page: Page, email: string, first = 'Rosa', last = 'Martinez') {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').pressSequentially('3055550123');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('(305) 555-0123');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a patient signs up, verifies through the e-mail, signs in, sees the dashboard and signs out', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('rosa');
  await signUp(page, email);

  // Not verified yet: sign-in is refused with a clear next step.
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Please verify your email address first.', { exact: false })).toBeVisible();

  const mail = await waitForMail(email, /Subject: .*verify/i);
  await page.goto(linkFrom(mail, `${baseURL}/api/auth/verify-email`));
  await expect(page.getByText('your email address is verified', { exact: false })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText('Welcome, Rosa!');

  await page.getByRole('button', { name: /Account menu for Rosa Martinez/ }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await expect(page.getByRole('menu').getByText('Patient', { exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  // Signed out means signed out: the dashboard sends us back to sign in.
  await page.goto('/patient-dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('forgot password → mailed link → new password → sign in with it', async ({ page, baseURL }) => {
  const email = uniqueEmail('reset');
  await signUp(page, email, 'Walter', 'Nguyen');
  const verify = await waitForMail(email, /Subject: .*verify/i);
  await page.goto(linkFrom(verify, `${baseURL}/api/auth/verify-email`));

  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText("If an account exists for that email, we've sent a link", { exact: false }),
  ).toBeVisible();

  const mail = await waitForMail(email, /Subject: .*password/i);
  await page.goto(linkFrom(mail, `${baseURL}/reset-password?token=`));
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await expect(page.getByText('Choose a strong password for your account')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('different');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // Show / hide toggle reveals what was typed.
  const field = page.getByLabel('New Password', { exact: true });
  await expect(field).toHaveAttribute('type', 'password');
  await field.locator('..').getByRole('button', { name: 'Show password' }).click();
  await expect(field).toHaveAttribute('type', 'text');

  await field.fill('a-much-longer-secret');
  await page.getByLabel('Confirm Password', { exact: true }).fill('a-much-longer-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('Password updated successfully! Please log in with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Incorrect email or password. Please try again.')).toBeVisible();
  await signIn(page, email, 'a-much-longer-secret');
  await expect(page).toHaveURL(/\/patient-dashboard$/);

  // The link is spent.
  await page.goto(linkFrom(mail, `${baseURL}/reset-password?token=`));
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth');
});

test('a guest sent from a protected page to sign in comes back to it, query and all', async ({ page }) => {
  await page.goto('/patient-dashboard/messages?conversation=abc123');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, 'patient@demo.careconnect.test', 'demo-password-1');
  await expect(page).toHaveURL(/\/patient-dashboard\/messages\?conversation=abc123$/);
});

test('a user without the role is sent to their own dashboard', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, 'patient@demo.careconnect.test', 'demo-password-1');
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await page.goto('/provider-dashboard/schedule');
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  // And /auth itself forwards a signed-in user.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/patient-dashboard$/);
});

test('bad input and a wrong password show the spec messages and change nothing', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await signIn(page, 'patient@demo.careconnect.test', 'wrong-password');
  await expect(page.getByText('Incorrect email or password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm password', { exact: true }).fill('secret2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  // The one password rule: at least 8 characters, and not one everybody guesses (the server's word).
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('First name').fill('Margaret');
  await page.getByLabel('Last name').fill('Thompson');
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /This password is too common and easy to guess\. Please choose another one\./,
  );

  // An address that is already registered is answered as a new one; only its owner hears of it.
  await page.getByLabel('Email').fill('patient@demo.careconnect.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const mail = await waitForMail('patient@demo.careconnect.test', /Subject: Someone tried to sign up/);
  expect(mail).toContain('sign in with your password');
});

test('role=provider opens sign-up with provider wording and the provider role chosen', async ({ page }) => {
  await page.goto('/auth?role=provider');
  await expect(page.getByRole('heading', { name: 'Join as a Healthcare Provider' })).toBeVisible();
  await expect(page.getByLabel('Healthcare Provider')).toBeChecked();
});

test('navigation state changes the headline', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState(
      {
        usr: { fromAction: 'appointment', redirectMessage: 'Sign up to book an appointment' },
        key: 'x',
        idx: 1,
      },
      '',
      '/auth',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: 'Sign In to Book Your Appointment' })).toBeVisible();
  await expect(page.getByText('Sign up to book an appointment')).toBeVisible();
});
