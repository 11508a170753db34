import { Link } from 'react-router';
import { INSURANCE_OPTIONS } from '#shared/catalog.ts';
import { paths } from '../../config/paths.ts';
import { ContentPage } from './content-page.tsx';

export function InsurancePage() {
  return (
    <ContentPage
      title="Insurance Information"
      intro="How to find providers who accept your plan, and what to check before you book."
    >
      <h2>Searching by insurance</h2>
      <p>
        On <Link to={paths.providers}>Find Providers</Link>, choose your insurance in the filters. Each
        provider&apos;s card shows the first plans they accept; the profile lists them all.
      </p>
      <h2>Plans our providers accept</h2>
      <p>Providers tell us which plans they take. The most common in Florida include:</p>
      <ul className="columns-1 sm:columns-2">
        {INSURANCE_OPTIONS.map((plan) => (
          <li key={plan}>{plan}</li>
        ))}
      </ul>
      <h2>Always confirm your exact plan</h2>
      <p>
        One company often sells many plans, and a doctor may accept some but not others — especially Medicare
        Advantage plans with their own networks. When you book or message a provider, tell them the name of
        your plan as it appears on your card, and ask whether they are in network.
      </p>
      <h2>Questions to ask your plan</h2>
      <ul>
        <li>Is this doctor in my network?</li>
        <li>Do I need a referral from my primary care doctor to see a specialist?</li>
        <li>What will I pay for a visit (the copay or coinsurance)?</li>
      </ul>
      <p>
        New to Medicare? Start with our <Link to={paths.medicare}>Medicare resources</Link>.
      </p>
    </ContentPage>
  );
}
