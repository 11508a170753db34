import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A busy machine (CI, or tests running beside a build) can take more than the default second to
// render a lazily loaded dialog; waiting longer costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

// A toast fades in once its mount effect has run, a moment after its text is in the page; in a
// browser that is a frame, on a busy test machine long enough for a visibility check to catch it
// at opacity 0. Tests see a toast as shown from the moment it is rendered.
if (typeof document !== 'undefined') {
  // (Files that run in the node environment, such as the service worker's, have no document.)
  const settledToasts = document.createElement('style');
  settledToasts.textContent = "[data-sonner-toast][data-mounted='false'] { opacity: 1 !important; }";
  document.head.append(settledToasts);
}
