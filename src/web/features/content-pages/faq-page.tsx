import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage, Question } from './content-page.tsx';

export function FaqPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      intro="Short answers to the questions we hear most. Select a question to see its answer."
    >
      <h2>For patients and families</h2>
      <Question q="Does CareConnect cost anything?">
        <p>
          No. Searching, reading reviews, saving providers, messaging and booking are free for patients and
          families.
        </p>
      </Question>
      <Question q="How do I find a doctor who takes Medicare?">
        <p>
          On <Link to={paths.providers}>Find Providers</Link>, choose <strong>Medicare</strong> under
          Insurance. Always confirm your exact plan with the office when you book — see our{' '}
          <Link to={paths.insurance}>insurance page</Link>.
        </p>
      </Question>
      <Question q="Do I need an account?">
        <p>
          You can search and read reviews without one. To book, message or save a provider, create a free{' '}
          <Link to={paths.auth}>account</Link> with your e-mail address.
        </p>
      </Question>
      <Question q="Can I book for my mother or father?">
        <p>
          Yes. Many families do. Please put the patient&apos;s own name and details in the booking so the
          office knows who is coming.
        </p>
      </Question>
      <Question q="How do I make the text bigger?">
        <p>
          Use the <strong>A+</strong> and <strong>A++</strong> buttons at the top of every page. Your
          browser&apos;s own zoom (Ctrl and + on a computer) works too. More on our{' '}
          <Link to={paths.accessibility}>accessibility page</Link>.
        </p>
      </Question>
      <Question q="I forgot my password. What now?">
        <p>
          On the <Link to={paths.auth}>sign-in page</Link>, choose <strong>Forgot Password?</strong> and enter
          your e-mail. We will send you a link to choose a new one. The link works for one hour.
        </p>
      </Question>
      <Question q="Are the reviews real?">
        <p>
          Reviews are written by signed-in patients, one review per provider each. Providers may reply, but
          cannot remove a review. Anyone can report a review or a profile that looks wrong.
        </p>
      </Question>
      <h2>For providers</h2>
      <Question q="How do I get my practice listed?">
        <p>
          <Link to={`${paths.auth}?role=provider`}>Create a provider account</Link>, then fill in the
          application. Our team reviews it within 3-5 business days and will e-mail you at each step.
        </p>
      </Question>
      <Question q="How do I keep my open times up to date?">
        <p>
          From your provider dashboard you set your weekly hours, block days off and manage appointments.
          Patients see changes straight away.
        </p>
      </Question>
      <Question q="Can I answer a review?">
        <p>Yes. You can post one public reply to each review from your dashboard.</p>
      </Question>
    </ContentPage>
  );
}
