import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage } from './content-page.tsx';

export function HowItWorksPage() {
  return (
    <ContentPage
      title="How It Works"
      intro="Four simple steps from “I need a doctor” to “I have an appointment.”"
    >
      <ol>
        <li>
          <h2>Search</h2>
          <p>
            Go to <Link to={paths.providers}>Find Providers</Link>. Type your ZIP code or city, or press{' '}
            <strong>Near Me</strong>. Choose the kind of care you need, such as Primary Care or Dental.
          </p>
        </li>
        <li>
          <h2>Compare</h2>
          <p>
            Narrow the list to what matters to you: your insurance, a language, new patients welcome,
            telehealth, or open times this week. Each provider shows their rating, distance and the plans they
            accept.
          </p>
        </li>
        <li>
          <h2>Choose</h2>
          <p>
            Open a profile to read about the provider, see their office on a map, read other patients&apos;
            reviews and check their open times. Save the ones you like with the heart button to compare later.
          </p>
        </li>
        <li>
          <h2>Book or message</h2>
          <p>
            Pick an open time and book it, or send the office a message first. You will find all your
            appointments and messages in your own dashboard. A free <Link to={paths.auth}>account</Link> is
            all you need.
          </p>
        </li>
      </ol>
      <h2>Helping a parent or relative?</h2>
      <p>
        Many of our users search on behalf of someone they love. You can search, compare and save providers
        together, and share a profile link by e-mail or text message from the profile&apos;s Share button.
      </p>
    </ContentPage>
  );
}
