import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ContentPage } from './content-page.tsx';

export function MedicarePage() {
  return (
    <ContentPage
      title="Medicare Resources"
      intro="Medicare in plain words: what each part covers, when you can sign up or change plans, and where to get free help."
    >
      <h2>The parts of Medicare</h2>
      <h3>Part A — hospital insurance</h3>
      <p>
        Helps pay for inpatient hospital stays, care in a skilled nursing facility after a hospital stay,
        hospice and some home health care. Most people pay no monthly premium for Part A.
      </p>
      <h3>Part B — medical insurance</h3>
      <p>
        Helps pay for doctor visits, outpatient care, preventive services such as screenings and the yearly
        wellness visit, and medical equipment. Part B has a monthly premium.
      </p>
      <h3>Part C — Medicare Advantage</h3>
      <p>
        Plans from private companies approved by Medicare that combine Parts A and B, and often Part D. Many
        have a network of doctors, so check that your doctor is in the plan&apos;s network.
      </p>
      <h3>Part D — prescription drug coverage</h3>
      <p>
        Helps pay for medicines. It is offered by private plans, on its own or inside a Medicare Advantage
        plan.
      </p>
      <h3>Medigap — Medicare Supplement Insurance</h3>
      <p>
        Extra insurance you can buy to help pay costs that Original Medicare (Parts A and B) does not, such as
        copays and deductibles. Medigap works with Original Medicare, not with Medicare Advantage.
      </p>
      <h2>When you can sign up or make changes</h2>
      <ul>
        <li>
          <strong>Initial Enrollment Period:</strong> the 7 months around your 65th birthday — the 3 months
          before, your birthday month and the 3 months after.
        </li>
        <li>
          <strong>Open Enrollment:</strong> October 15 to December 7 each year, to change your Medicare
          Advantage or drug plan. Changes start January 1.
        </li>
        <li>
          <strong>Medicare Advantage Open Enrollment:</strong> January 1 to March 31, if you are in a Medicare
          Advantage plan and want to switch plans or go back to Original Medicare.
        </li>
        <li>
          <strong>Special Enrollment Periods:</strong> after some life events, such as moving or losing other
          coverage.
        </li>
      </ul>
      <p>Premiums, deductibles and dates can change each year: check the current amounts on Medicare.gov.</p>
      <h2>Free, unbiased help</h2>
      <ul>
        <li>
          <strong>Medicare:</strong> call 1-800-MEDICARE (1-800-633-4227), any time, or visit Medicare.gov.
        </li>
        <li>
          <strong>SHINE (Serving Health Insurance Needs of Elders):</strong> Florida&apos;s free Medicare
          counseling program, with trained volunteers. Call the Elder Helpline at 1-800-963-5337.
        </li>
      </ul>
      <h2>Find a provider who accepts Medicare</h2>
      <p>
        On <Link to={paths.providers}>Find Providers</Link>, choose <strong>Medicare</strong> under Insurance.
        If you have a Medicare Advantage plan, choose your plan&apos;s company too, and confirm with the
        office.
      </p>
    </ContentPage>
  );
}
