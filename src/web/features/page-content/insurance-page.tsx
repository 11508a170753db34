import { Link } from 'react-router';
import { INSURANCE_OPTIONS } from '#shared/providers/directory-lists.ts';
import { paths } from '../../config/paths.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { ContentPage } from './content-page.tsx';

export function InsurancePage() {
  const t = useT();
  return (
    <ContentPage title={t('content.insurance.title')} intro={t('content.insurance.intro')}>
      <h2>{t('content.insurance.searchingHeading')}</h2>
      <p>
        <T k="content.insurance.searchingBody" components={[<Link to={paths.providers} />]} />
      </p>
      <h2>{t('content.insurance.plansHeading')}</h2>
      <p>{t('content.insurance.plansIntro')}</p>
      {/* The plans' own names, the same in every language. */}
      <ul className="columns-1 sm:columns-2">
        {INSURANCE_OPTIONS.map((plan) => (
          <li key={plan}>{plan}</li>
        ))}
      </ul>
      <h2>{t('content.insurance.confirmHeading')}</h2>
      <p>{t('content.insurance.confirmBody')}</p>
      <h2>{t('content.insurance.askHeading')}</h2>
      <ul>
        <li>{t('content.insurance.askNetwork')}</li>
        <li>{t('content.insurance.askReferral')}</li>
        <li>{t('content.insurance.askCost')}</li>
      </ul>
      <p>
        <T k="content.insurance.medicareLink" components={[<Link to={paths.medicare} />]} />
      </p>
    </ContentPage>
  );
}
