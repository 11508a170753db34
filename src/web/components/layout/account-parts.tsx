import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';

// Shared by the account menu and the phone menu. Apart from the account menu's own module, so that
// module (and its menu library) is downloaded only by someone who is signed in.

export function RoleBadge({ label }: { label: string }) {
  return (
    <span className="bg-primary-soft text-primary-strong inline-block rounded-full px-3 py-0.5 text-sm font-bold dark:bg-sky-900 dark:text-sky-100">
      {label}
    </span>
  );
}

export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    try {
      // Leave the protected page first, and wait until the home page (loaded when first opened) is
      // shown: otherwise the page's guard sees a guest and sends them to sign in.
      await navigate(paths.home);
      await signOut();
    } catch {
      navigate(paths.auth);
    } finally {
      setSigningOut(false);
    }
  };
  return { signingOut, signOut: run };
}
