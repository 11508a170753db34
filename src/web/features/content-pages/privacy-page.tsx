import { SUPPORT_EMAIL } from '../../config/site.ts';
import { ContentPage } from './content-page.tsx';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      updated="January 2025"
      intro="What we collect, why, who can see it, and the choices you have. Written in plain words."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address, password (stored only as a secure
          scrambled code, never as text) and, if you give it, your phone number.
        </li>
        <li>
          <strong>What you do on CareConnect:</strong> the providers you save, your appointments, your
          messages with providers, the reviews you write and recent searches.
        </li>
        <li>
          <strong>Your location, only if you allow it:</strong> when you press Near Me, your browser asks you
          first. We use it to sort providers by distance.
        </li>
        <li>
          <strong>Providers:</strong> the practice details, licences and photos they send with their
          application.
        </li>
        <li>
          <strong>Technical records:</strong> the date and time of sign-ins and your device&apos;s internet
          address, to keep accounts safe and stop abuse.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To run the service: search, booking, messaging, reviews and reminders.</li>
        <li>To send e-mails you need, such as confirming your address or resetting your password.</li>
        <li>To keep CareConnect safe, and to fix problems.</li>
      </ul>
      <h2>Who can see it</h2>
      <ul>
        <li>A provider sees your name and contact details only when you book with them or message them.</li>
        <li>Your reviews are public. You can post a review without showing your name.</li>
        <li>Your messages are seen only by you and the provider&apos;s office you write to.</li>
        <li>
          A small number of CareConnect staff can see account records when they need to, to help you or to
          stop abuse.
        </li>
      </ul>
      <h2>What we never do</h2>
      <ul>
        <li>We never sell your personal information.</li>
        <li>We do not show advertising, and we do not share your data with advertisers.</li>
      </ul>
      <h2>How we protect it</h2>
      <p>
        Your data is kept on our own servers, sent over encrypted connections, and protected by access
        controls. Sign-in attempts are limited to stop password guessing.
      </p>
      <h2>Your choices</h2>
      <ul>
        <li>You can see and change your account details at any time from your dashboard.</li>
        <li>You can ask for a copy of your data, or ask us to delete your account, by e-mailing us.</li>
        <li>Your text size and theme choices are kept only on your own device.</li>
      </ul>
      <h2>Contact</h2>
      <p>
        Questions about your privacy? E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </ContentPage>
  );
}
