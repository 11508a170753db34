import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
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
} from '#shared/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { api } from '../../../config/paths.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { clearIntendedRoute, peekIntendedRoute } from '../../../lib/auth/intended-route.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSchemaResolver } from '../../../lib/schema-resolver.ts';

type Mode = 'login' | 'register' | 'forgot-password';
type FromAction = 'appointment' | 'message' | 'save_provider';
export type AuthNavigationState = {
  redirectMessage?: string;
  fromAction?: FromAction;
  returnToAppointment?: string;
};

const ACTION_HEADLINES: Record<FromAction, string> = {
  appointment: 'Sign In to Book Your Appointment',
  message: 'Sign In to Message Your Provider',
  save_provider: 'Sign In to Save Providers',
};

function headline(mode: Mode, asProvider: boolean, state: AuthNavigationState) {
  if (mode === 'forgot-password')
    return {
      title: 'Reset Your Password',
      subtitle: "Enter your email and we'll send you a link to set a new password.",
    };
  if (state.fromAction || state.redirectMessage) {
    return {
      title: state.fromAction
        ? ACTION_HEADLINES[state.fromAction]
        : mode === 'login'
          ? 'Welcome Back'
          : 'Create Your Account',
      subtitle: state.redirectMessage ?? 'Sign in or create a free account to continue.',
    };
  }
  if (mode === 'register') {
    return asProvider
      ? {
          title: 'Join as a Healthcare Provider',
          subtitle: 'Create your provider account, then apply to be listed on CareConnect.',
        }
      : { title: 'Create Your Account', subtitle: 'Join CareConnect to find and book trusted providers.' };
  }
  return asProvider
    ? { title: 'Provider Sign In', subtitle: 'Sign in to manage your practice, schedule and patients.' }
    : { title: 'Welcome Back', subtitle: 'Sign in to your CareConnect account.' };
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
      />
    );
  }

  const { title, subtitle } = headline(mode, asProvider, state);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>
        <h1 id="auth-heading" tabIndex={-1} className="text-3xl outline-none">
          {title}
        </h1>
        <p className="text-ink-muted mt-2 mb-6 dark:text-stone-300">{subtitle}</p>
        {verified && mode === 'login' && (
          <Alert tone="success" className="mb-6">
            Thank you — your email address is verified. You can sign in now.
          </Alert>
        )}
        {verifyError && mode === 'login' && (
          <Alert tone="error" className="mb-6">
            That verification link is invalid or has expired. Sign in to get a new one.
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
              Don&apos;t have an account? Sign Up
            </Button>
          )}
          {mode === 'register' && (
            <Button variant="link" onClick={() => setMode('login')}>
              Already have an account? Sign In
            </Button>
          )}
          {mode === 'forgot-password' && (
            <Button variant="link" onClick={() => setMode('login')}>
              Back to Sign In
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}

function SignedInRedirect({ fallback }: { fallback: string }) {
  // Decided once: the effect below forgets the intended route, and the page re-renders (the sign-in's
  // busy flag) while the next page is still loading; reading it again then would change course.
  const [to] = useState(() => peekIntendedRoute() ?? fallback);
  useEffect(() => clearIntendedRoute(), []);
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
        setError('Please verify your email address first. Check your inbox for the link we sent you.');
      } else if (err instanceof ApiError && err.status === 401) {
        setError('Incorrect email or password. Please try again.');
      } else if (err instanceof ApiError && err.status === 429) {
        setError('Too many attempts. Please wait a minute and try again.');
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
      toast.success('We sent you a new verification link. Please check your email.');
    } catch {
      toast.error('We could not send a new link right now. Please try again later.');
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in">
      {error && (
        <Alert tone="error">
          <p>{error}</p>
          {unverifiedEmail && (
            <Button variant="link" onClick={resend}>
              Send the link again
            </Button>
          )}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
      <Button variant="link" className="self-start" onClick={onForgot}>
        Forgot Password?
      </Button>
    </form>
  );
}

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
      let message = t(AUTH_MESSAGES.unexpected);
      if (err instanceof ApiError && err.status === 409) message = t(AUTH_MESSAGES.alreadyRegistered);
      else if (err instanceof ApiError && err.status === 429)
        message = 'Too many attempts. Please wait a few minutes and try again.';
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Create account">
      {error && <Alert tone="error">{error}</Alert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold">I am a</legend>
        <div className="flex flex-wrap gap-3">
          {(
            [
              ['patient', 'Patient or family member'],
              ['provider', 'Healthcare Provider'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-stone-400 px-4 py-2 dark:has-[:checked]:bg-stone-800"
            >
              <input type="radio" value={value} className="size-5" {...form.register('role')} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone (optional)"
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
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters. A longer phrase is safer."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
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
          ? 'Too many requests. Please wait a few minutes and try again.'
          : t(AUTH_MESSAGES.unexpected),
      );
    }
  });

  if (sent) {
    // The same words whether or not the address has an account, so nobody can probe who is registered.
    return (
      <Alert tone="success">
        If an account exists for that email, we&apos;ve sent a link to reset your password. Please check your
        inbox.
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Forgot password">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
