import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage } from './content-page.tsx';

export function AboutPage() {
  return (
    <ContentPage
      title="About CareConnect"
      intro="We help seniors in Florida, and the families who look after them, find a doctor they can trust — and book a visit without a single phone tree."
    >
      <h2>Why we started</h2>
      <p>
        Finding a new doctor should not take a dozen phone calls. Yet many people on Medicare spend weeks
        asking the same questions: Does this doctor take my plan? Are they seeing new patients? Can I get
        there? Will they speak my language? CareConnect answers those questions in one place, in plain words.
      </p>
      <h2>What we do</h2>
      <ul>
        <li>
          <strong>Search</strong> providers by specialty, place, insurance (Medicare first), language and open
          times.
        </li>
        <li>
          <strong>Read honest reviews</strong> from other patients, and the provider&apos;s replies.
        </li>
        <li>
          <strong>Book, message and save</strong> providers from your own account.
        </li>
        <li>
          <strong>Check every listing:</strong> providers apply, and our team reviews each application before
          a profile goes live.
        </li>
      </ul>
      <h2>Built for seniors</h2>
      <p>
        Large text you can make larger, big buttons, clear words and no time limits. Everything works with a
        keyboard and a screen reader. Read more on our{' '}
        <Link to={paths.accessibility}>accessibility page</Link>.
      </p>
      <h2>Starting in Florida</h2>
      <p>
        We began in Florida, home to more than four million Medicare members. We list primary care doctors,
        dentists, eye doctors, specialists and home health providers across the state, from Pensacola to Key
        West.
      </p>
      <h2>Are you a provider?</h2>
      <p>
        <Link to={`${paths.auth}?role=provider`}>Create a provider account</Link> and apply to be listed. Our
        team reviews applications within 3-5 business days.
      </p>
    </ContentPage>
  );
}
