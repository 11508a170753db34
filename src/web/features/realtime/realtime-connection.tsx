import { useEffect } from 'react';
import { startRealtime } from '../../lib/realtime.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { usePresenceHeartbeat } from './use-presence-heartbeat.ts';

/** Keeps the signed-in user's event stream open while the app is; none for guests. */
export function RealtimeConnection() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => (userId ? startRealtime(userId) : undefined), [userId]);
  usePresenceHeartbeat(userId);
  return null;
}
