import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { ContentPage } from './content-page.tsx';

export function HowItWorksPage() {
  const t = useT();
  return (
    <ContentPage title={t('content.howItWorks.title')} intro={t('content.howItWorks.intro')}>
      <ol>
        <li>
          <h2>{t('content.howItWorks.searchHeading')}</h2>
          <p>
            <T k="content.howItWorks.searchBody" components={[<Link to={paths.providers} />, <strong />]} />
          </p>
        </li>
        <li>
          <h2>{t('content.howItWorks.compareHeading')}</h2>
          <p>{t('content.howItWorks.compareBody')}</p>
        </li>
        <li>
          <h2>{t('content.howItWorks.chooseHeading')}</h2>
          <p>{t('content.howItWorks.chooseBody')}</p>
        </li>
        <li>
          <h2>{t('content.howItWorks.bookHeading')}</h2>
          <p>
            <T k="content.howItWorks.bookBody" components={[<Link to={paths.auth} />]} />
          </p>
        </li>
      </ol>
      <h2>{t('content.howItWorks.familyHeading')}</h2>
      <p>{t('content.howItWorks.familyBody')}</p>
    </ContentPage>
  );
}
