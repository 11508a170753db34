import { SUPPORT_EMAIL } from '../../config/site.ts';
import { ContentPage } from './content-page.tsx';

export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      updated="January 2025"
      intro="The rules for using CareConnect, in plain words. By using the site you agree to them."
    >
      <h2>What CareConnect is — and is not</h2>
      <p>
        CareConnect is a directory that helps you find healthcare providers, read reviews, message offices and
        book appointments. We do not give medical advice, and we are not a healthcare provider.{' '}
        <strong>In an emergency, call 911.</strong>
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Give true information, and keep your password to yourself.</li>
        <li>
          You may act for a family member with their permission, for example to book a visit for a parent.
        </li>
        <li>Tell us straight away if you think someone else has used your account.</li>
      </ul>
      <h2>Reviews and messages</h2>
      <ul>
        <li>Write about your own experience, honestly and politely.</li>
        <li>Do not post anyone&apos;s private health details, threats, advertising or false statements.</li>
        <li>We may remove content that breaks these rules, and close accounts that keep breaking them.</li>
      </ul>
      <h2>Appointments</h2>
      <p>
        Appointments are between you and the provider. Please cancel in good time if you cannot go. Providers
        keep their own policies on late cancellations.
      </p>
      <h2>Provider listings</h2>
      <p>
        Providers are responsible for the accuracy of their profiles, hours and accepted insurance. We review
        each application, but we cannot guarantee every detail: please confirm important details, such as your
        insurance plan, with the office. If you see something wrong, use Report an issue on the profile.
      </p>
      <h2>Changes</h2>
      <p>
        We may update these terms. When we make an important change, we will tell signed-in users on the site.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms? E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </ContentPage>
  );
}
