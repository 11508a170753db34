import { useEffect, useState } from 'react';

/** True when running as an installed web app or inside a native wrapper (the footer is hidden there). */
export function useInstalledApp(): boolean {
  const query = '(display-mode: standalone)';
  const [installed, setInstalled] = useState(() => detect(query));
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return;
    const onChange = () => setInstalled(detect(query));
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return installed;
}

function detect(query: string): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  const native = (window as unknown as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return Boolean(window.matchMedia?.(query).matches || nav.standalone || native?.isNativePlatform?.());
}
