import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage } from './content-page.tsx';

export function GuidePage() {
  return (
    <ContentPage
      title="Healthcare Guide"
      intro="Practical advice for choosing a doctor and getting the most from every visit."
    >
      <h2>Choosing a new doctor</h2>
      <ul>
        <li>Check that they accept your insurance plan — the exact plan, not just the company.</li>
        <li>
          Look at the distance and how you will get there. Telehealth visits can save a trip for follow-ups.
        </li>
        <li>Read several reviews, not only the best and the worst.</li>
        <li>If you prefer a language other than English, filter by it.</li>
        <li>Ask whether the office is wheelchair accessible or has a hearing loop, if you need one.</li>
      </ul>
      <h2>Before your visit</h2>
      <ul>
        <li>Write down your questions and your symptoms, with when they started.</li>
        <li>Bring a list of every medicine you take, including vitamins, with the dose.</li>
        <li>Bring your Medicare card or insurance card and a photo ID.</li>
        <li>It is fine to bring a family member or friend to help listen and take notes.</li>
      </ul>
      <h2>During your visit</h2>
      <ul>
        <li>
          Ask the doctor to slow down or repeat anything that is unclear. That is what they are there for.
        </li>
        <li>Ask: What is the next step? When should I feel better? Who do I call if I do not?</li>
      </ul>
      <h2>After your visit</h2>
      <ul>
        <li>Book any follow-up before you leave, or from your CareConnect dashboard.</li>
        <li>Share your experience in a review: it helps the next person choose.</li>
      </ul>
      <h2>The Medicare yearly wellness visit</h2>
      <p>
        If you have had Medicare Part B for over 12 months, you can get a yearly wellness visit to make or
        update a plan to prevent illness. Read more in our <Link to={paths.medicare}>Medicare resources</Link>
        .
      </p>
      <h2>In an emergency</h2>
      <p>
        <strong>Call 911</strong> for chest pain, trouble breathing, signs of a stroke (face drooping, arm
        weakness, speech difficulty) or any emergency. CareConnect is not for urgent medical help.
      </p>
    </ContentPage>
  );
}
