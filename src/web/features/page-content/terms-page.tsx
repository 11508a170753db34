import { SUPPORT_EMAIL } from '../../config/site.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { ContentPage } from './content-page.tsx';

export function TermsPage() {
  const t = useT();
  return (
    <ContentPage title={t('content.terms.title')} updated="2025-01-01" intro={t('content.terms.intro')}>
      <h2>{t('content.terms.whatHeading')}</h2>
      <p>
        <T k="content.terms.whatBody" components={[<strong />]} />
      </p>
      <h2>{t('content.terms.accountHeading')}</h2>
      <ul>
        <li>{t('content.terms.accountTrue')}</li>
        <li>{t('content.terms.accountFamily')}</li>
        <li>{t('content.terms.accountTell')}</li>
      </ul>
      <h2>{t('content.terms.reviewsHeading')}</h2>
      <ul>
        <li>{t('content.terms.reviewsOwn')}</li>
        <li>{t('content.terms.reviewsForbidden')}</li>
        <li>{t('content.terms.reviewsRemove')}</li>
      </ul>
      <h2>{t('content.terms.appointmentsHeading')}</h2>
      <p>{t('content.terms.appointmentsBody')}</p>
      <h2>{t('content.terms.listingsHeading')}</h2>
      <p>{t('content.terms.listingsBody')}</p>
      <h2>{t('content.terms.changesHeading')}</h2>
      <p>{t('content.terms.changesBody')}</p>
      <h2>{t('content.terms.contactHeading')}</h2>
      <p>
        <T
          k="content.terms.contactBody"
          values={{ email: SUPPORT_EMAIL }}
          components={[<a href={`mailto:${SUPPORT_EMAIL}`} />]}
        />
      </p>
    </ContentPage>
  );
}
