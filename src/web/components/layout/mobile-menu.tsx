import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { Button } from '../ui/button.tsx';

import type { MenuLink } from './mobile-menu-panel.tsx';

export type { MenuLink };

/**
 * The panel and its dialog library are downloaded when the menu first opens: every page's first
 * download carried them for a menu most visitors never open (docs/benchmarks.md, slower host).
 */
const MobileMenuPanel = lazyDialog(() => import('./mobile-menu-panel.tsx').then((m) => m.MobileMenuPanel));

/** What the button tells a screen reader it opens (a markup value, not words). */
const OPENS_A_DIALOG = { 'aria-haspopup': 'dialog' } as const;

/** The small-screen menu's button, shown exactly where the header's links are not (header.tsx). */
export function MobileMenu({ Links }: { Links?: MenuLink }) {
  const [open, setOpen] = useState(false);
  // Where the focus goes back to when the menu closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  const t = useT();
  return (
    <>
      <Button
        variant="ghost"
        className="@min-[50rem]:hidden"
        aria-label={t('common.menu.open')}
        {...OPENS_A_DIALOG}
        aria-expanded={open}
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-6" />
        <span>{t('common.menu.title')}</span>
      </Button>
      <MobileMenuPanel Links={Links} open={open} onOpenChange={setOpen} opener={opener} />
    </>
  );
}
