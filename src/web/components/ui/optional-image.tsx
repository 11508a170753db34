import { useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  /** Shown instead when there is no address or the picture cannot be loaded. */
  fallback?: React.ReactNode;
};

/**
 * A picture an admin chose. When the address is blank or the picture will not load, it leaves no
 * broken-image icon behind: nothing (or the fallback) shows instead.
 */
export function OptionalImage({ src, fallback = null, ...props }: Props) {
  const address = src?.trim() ?? '';
  const [failed, setFailed] = useState<string | null>(null);
  if (!address || failed === address) return <>{fallback}</>;
  return <img {...props} src={address} onError={() => setFailed(address)} />;
}
