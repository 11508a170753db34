import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SUPPORT_EMAIL } from '../../config/site.ts';
import { ContentPage } from './content-page.tsx';

export function AccessibilityPage() {
  return (
    <ContentPage
      title="Accessibility"
      intro="CareConnect is built to be easy to read, easy to see and easy to use — with a mouse, a keyboard, a touch screen or a screen reader."
    >
      <h2>Make the text bigger</h2>
      <p>
        At the top of every page are three buttons: <strong>A</strong> (normal), <strong>A+</strong> (large)
        and <strong>A++</strong> (larger). Your choice is remembered on this device. On a phone, you will find
        them in the <strong>Menu</strong>. Your browser&apos;s zoom also works: hold Ctrl (or Cmd on a Mac)
        and press +.
      </p>
      <h2>Easy to see</h2>
      <ul>
        <li>
          Large, clear lettering (Atkinson Hyperlegible, a typeface designed for people with low vision).
        </li>
        <li>Strong contrast between text and background.</li>
        <li>Big buttons and links, at least the size of a fingertip.</li>
        <li>
          In your dashboard you can choose a <strong>Light</strong> or <strong>Dark</strong> theme, or follow
          your device&apos;s setting.
        </li>
        <li>If your device asks for less motion, we turn animations off.</li>
      </ul>
      <h2>Keyboard and screen readers</h2>
      <ul>
        <li>
          Everything works with the keyboard. Press Tab to move, Enter to choose, and Esc to close a window.
          The first Tab on each page offers <strong>Skip to main content</strong>.
        </li>
        <li>
          Pages have clear headings and labels, so screen readers such as VoiceOver, NVDA and JAWS can read
          them.
        </li>
        <li>When you move to a new page, your screen reader is taken to its main content.</li>
        <li>We check every page with automated accessibility tests before each release.</li>
      </ul>
      <h2>Plain words, no rush</h2>
      <p>
        We use everyday words, never time you out while you type, and always tell you what went wrong and how
        to fix it.
      </p>
      <h2>Tell us what gets in your way</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. If anything is hard to
        use, please <Link to={paths.contact}>send us a message</Link> or e-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We read every message.
      </p>
    </ContentPage>
  );
}
