import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { authPageRedirectFor, dashboardPathFor } from '#shared/roles.ts';
import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  formatPhone,
  signInSchema,
  signUpSchema,
  type ForgotPasswordInput,
  type SignInInput,
  type SignUpInput,
} from '#shared/auth/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { api } from '../../../config/paths.ts';
import { ApiError, apiFetch, errorWords } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { clearIntendedRoute, peekIntendedRoute } from '../../../lib/auth/intended-route.ts';
import { useLocale, useOfferedLocales, useT } from '../../../lib/i18n.tsx';
import { switchPageTo } from '../../../lib/page-language.ts';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';

type Mode = 'login' | 'register' | 'forgot-password';
type FromAction = 'appointment' | 'message' | 'save_provider';
export type AuthNavigationState = {
  redirectMessage?: string;
  fromAction?: FromAction;
  returnToAppointment?: string;
};

const ACTION_HEADLINES: Record<FromAction, MessageKey> = {
  appointment: 'account.authPage.bookTitle',
  message: 'account.authPage.messageTitle',
  save_provider: 'account.authPage.saveTitle',
};

function headline(mode: Mode, asProvider: boolean, state: AuthNavigationState, t: Translate) {
  if (mode === 'forgot-password')
    return {
      title: t('account.authPage.resetTitle'),
      subtitle: t('account.authPage.resetSubtitle'),
    };
  if (state.fromAction || state.redirectMessage) {
    return {
      title: t(
        state.fromAction
          ? ACTION_HEADLINES[state.fromAction]
          : mode === 'login'
            ? 'account.authPage.welcomeBack'
            : 'account.authPage.createTitle',
      ),
      // Already in the page's words: the page that sent the visitor here wrote it.
      subtitle: state.redirectMessage ?? t('account.authPage.continueSubtitle'),
    };
  }
  if (mode === 'register') {
    return asProvider
      ? {
          title: t('account.authPage.providerJoinTitle'),
          subtitle: t('account.authPage.providerJoinSubtitle'),
        }
      : { title: t('account.authPage.createTitle'), subtitle: t('account.authPage.createSubtitle') };
  }
  return asProvider
    ? {
        title: t('account.authPage.providerSignInTitle'),
        subtitle: t('account.authPage.providerSignInSubtitle'),
      }
    : { title: t('account.authPage.welcomeBack'), subtitle: t('account.authPage.signInSubtitle') };
}

export function AuthPage() {
  const { user, userRole, initializing } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as AuthNavigationState;
  const asProvider = params.get('role') === 'provider';
  const [mode, setMode] = useState<Mode>(asProvider ? 'register' : 'login');
  const verified = params.get('verified') === '1' || params.get('verified') === 'true';
  const verifyError = params.get('error');
  const t = useT();

  useEffect(() => {
    document.getElementById('auth-heading')?.focus();
  }, [mode]);

  const [justSignedIn, setJustSignedIn] = useState(false);

  if (initializing) return <LoadingScreen />;
  if (user) {
    // A page the guest was sent here from comes first; then the booking they started; then, after
    // signing in here, their dashboard — or, when they were already signed in, the page for their role.
    return (
      <SignedInRedirect
        fallback={
          state.returnToAppointment ??
          (justSignedIn ? dashboardPathFor(userRole) : authPageRedirectFor(userRole))
        }
        accountLocale={justSignedIn ? user.locale : undefined}
      />
    );
  }

  const { title, subtitle } = headline(mode, asProvider, state, t);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>
        <h1 id="auth-heading" tabIndex={-1} className="text-3xl outline-none">
          {title}
        </h1>
        <p className="text-ink-muted mt-2 mb-6 dark:text-stone-300">{subtitle}</p>
        {verified && mode === 'login' && (
          <Alert tone="success" className="mb-6">
            {t('account.authPage.verified')}
          </Alert>
        )}
        {verifyError && mode === 'login' && (
          <Alert tone="error" className="mb-6">
            {t('account.authPage.verifyFailed')}
          </Alert>
        )}
        {mode === 'login' && (
          <LoginForm onSignedIn={() => setJustSignedIn(true)} onForgot={() => setMode('forgot-password')} />
        )}
        {mode === 'register' && (
          <RegisterForm defaultRole={asProvider ? 'provider' : 'patient'} onDone={() => setMode('login')} />
        )}
        {mode === 'forgot-password' && <ForgotForm />}
        <div className="mt-6 flex flex-col items-start gap-2 border-t border-stone-300 pt-4 dark:border-stone-700">
          {mode === 'login' && (
            <Button variant="link" onClick={() => setMode('register')}>
              {t('account.authPage.toSignUp')}
            </Button>
          )}
          {mode === 'register' && (
            <Button variant="link" onClick={() => setMode('login')}>
              {t('account.authPage.toSignIn')}
            </Button>
          )}
          {mode === 'forgot-password' && (
            <Button variant="link" onClick={() => setMode('login')}>
              {t('account.authPage.backToSignIn')}
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}

function SignedInRedirect({ fallback, accountLocale }: { fallback: string; accountLocale?: Locale }) {
  // Decided once: the effect below forgets the intended route, and the page re-renders (the sign-in's
  // busy flag) while the next page is still loading; reading it again then would change course.
  const [to] = useState(() => peekIntendedRoute() ?? fallback);
  const locale = useLocale();
  const offered = useOfferedLocales();
  // Just signed in on a page in another language than the account's: the next page comes in the
  // account's, through the language switch, so this device keeps it too (ADR 19).
  const move =
    accountLocale && accountLocale !== locale && offered.includes(accountLocale) ? accountLocale : null;
  useEffect(() => clearIntendedRoute(), []);
  useEffect(() => {
    if (move) switchPageTo(move, to);
  }, [move, to]);
  if (move) return <LoadingScreen />;
  return <Navigate to={to} replace />;
}

function LoginForm({ onSignedIn, onForgot }: { onSignedIn: () => void; onForgot: () => void }) {
  const { signIn } = useAuth();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: useSchemaResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setUnverifiedEmail(null);
    try {
      onSignedIn();
      await signIn(values);
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && err.code === 'EMAIL_NOT_VERIFIED') {
        setUnverifiedEmail(values.email);
        setError(t('account.auth.notVerified'));
      } else if (err instanceof ApiError && err.status === 401) {
        setError(t('account.auth.wrongCredentials'));
      } else if (err instanceof ApiError && err.status === 429) {
        // Too many tries from this address, or on this account: the server says how long to wait.
        setError(errorWords(err, t('account.auth.tooManySignIns')));
      } else {
        setError(err instanceof Error ? err.message : t(AUTH_MESSAGES.unexpected));
      }
    }
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    try {
      await apiFetch(api.sendVerificationEmail, {
        method: 'POST',
        body: { email: unverifiedEmail, callbackURL: '/auth?verified=1' },
      });
      toast.success(t('account.auth.verificationResent'));
    } catch {
      toast.error(t('account.auth.verificationResendFailed'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('account.signIn.formLabel')}
    >
      {error && (
        <Alert tone="error">
          <p>{error}</p>
          {unverifiedEmail && (
            <Button variant="link" onClick={resend}>
              {t('account.signIn.resend')}
            </Button>
          )}
        </Alert>
      )}
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('account.signIn.submitting') : t('account.signIn.submit')}
      </Button>
      <Button variant="link" className="self-start" onClick={onForgot}>
        {t('account.signIn.forgot')}
      </Button>
    </form>
  );
}

/** Whom an account is for, as the sign-up form offers it. */
const ROLE_CHOICES = [
  ['patient', 'account.signUp.patient'],
  ['provider', 'account.signUp.provider'],
] as const satisfies readonly (readonly ['patient' | 'provider', MessageKey])[];

function RegisterForm({ defaultRole, onDone }: { defaultRole: 'patient' | 'provider'; onDone: () => void }) {
  const { signUp } = useAuth();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: useSchemaResolver(signUpSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      role: defaultRole,
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const phone = form.register('phone');

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _c, ...values }) => {
    setError(null);
    try {
      await signUp(values);
      toast.success(t(AUTH_MESSAGES.registered));
      onDone();
    } catch (err) {
      // A registered address is answered as a new one (its owner is told by mail), so there is no
      // "already registered" here.
      let message = t(AUTH_MESSAGES.unexpected);
      if (err instanceof ApiError && err.status === 429) message = t('account.auth.tooManyAttempts');
      else if (err instanceof ApiError && err.status > 0) message = err.message;
      if (err instanceof ApiError) {
        for (const [field, msg] of Object.entries(err.fields)) {
          form.setError(field as keyof SignUpInput, { message: msg });
        }
      }
      setError(message);
      toast.error(message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('account.signUp.formLabel')}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold">{t('account.signUp.iAm')}</legend>
        <div className="flex flex-wrap gap-3">
          {ROLE_CHOICES.map(([value, label]) => (
            <label
              key={value}
              className="has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-stone-400 px-4 py-2 dark:has-[:checked]:bg-stone-800"
            >
              <input type="radio" value={value} className="size-5" {...form.register('role')} />
              <span>{t(label)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('account.fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('account.fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t('account.fields.phoneOptional')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="(555) 555-5555"
        error={errors.phone?.message}
        {...phone}
        onChange={(e) => {
          e.target.value = formatPhone(e.target.value);
          return phone.onChange(e);
        }}
      />
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="new-password"
        hint={t('account.signUp.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('account.signUp.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('account.signUp.submitting') : t('account.signUp.submit')}
      </Button>
    </form>
  );
}

function ForgotForm() {
  const { resetPassword } = useAuth();
  const t = useT();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: useSchemaResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPassword(values);
      setSent(true);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 429
          ? t('account.auth.tooManyRequests')
          : t(AUTH_MESSAGES.unexpected),
      );
    }
  });

  if (sent) {
    // The same words whether or not the address has an account, so nobody can probe who is registered.
    return <Alert tone="success">{t('account.forgot.sent')}</Alert>;
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('account.forgot.formLabel')}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('account.forgot.submitting') : t('account.forgot.submit')}
      </Button>
    </form>
  );
}
