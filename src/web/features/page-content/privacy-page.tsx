import { SUPPORT_EMAIL } from '../../config/site.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { ContentPage } from './content-page.tsx';

const bold = [<strong />];

export function PrivacyPage() {
  const t = useT();
  return (
    <ContentPage title={t('content.privacy.title')} updated="2025-01-01" intro={t('content.privacy.intro')}>
      <h2>{t('content.privacy.collectHeading')}</h2>
      <ul>
        <li>
          <T k="content.privacy.collectAccount" components={bold} />
        </li>
        <li>
          <T k="content.privacy.collectActivity" components={bold} />
        </li>
        <li>
          <T k="content.privacy.collectLocation" components={bold} />
        </li>
        <li>
          <T k="content.privacy.collectProviders" components={bold} />
        </li>
        <li>
          <T k="content.privacy.collectTechnical" components={bold} />
        </li>
      </ul>
      <h2>{t('content.privacy.useHeading')}</h2>
      <ul>
        <li>{t('content.privacy.useService')}</li>
        <li>{t('content.privacy.useEmails')}</li>
        <li>{t('content.privacy.useSafety')}</li>
      </ul>
      <h2>{t('content.privacy.seeHeading')}</h2>
      <ul>
        <li>{t('content.privacy.seeProviders')}</li>
        <li>{t('content.privacy.seeReviews')}</li>
        <li>{t('content.privacy.seeMessages')}</li>
        <li>{t('content.privacy.seeStaff')}</li>
      </ul>
      <h2>{t('content.privacy.neverHeading')}</h2>
      <ul>
        <li>{t('content.privacy.neverSell')}</li>
        <li>{t('content.privacy.neverAds')}</li>
      </ul>
      <h2>{t('content.privacy.protectHeading')}</h2>
      <p>{t('content.privacy.protectBody')}</p>
      <h2>{t('content.privacy.choicesHeading')}</h2>
      <ul>
        <li>{t('content.privacy.choicesDetails')}</li>
        <li>{t('content.privacy.choicesCopy')}</li>
        <li>{t('content.privacy.choicesDevice')}</li>
      </ul>
      <h2>{t('content.privacy.contactHeading')}</h2>
      <p>
        <T
          k="content.privacy.contactBody"
          values={{ email: SUPPORT_EMAIL }}
          components={[<a href={`mailto:${SUPPORT_EMAIL}`} />]}
        />
      </p>
    </ContentPage>
  );
}
