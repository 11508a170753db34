import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { ContentPage } from './content-page.tsx';

export function GuidePage() {
  const t = useT();
  return (
    <ContentPage title={t('content.guide.title')} intro={t('content.guide.intro')}>
      <h2>{t('content.guide.chooseHeading')}</h2>
      <ul>
        <li>{t('content.guide.choosePlan')}</li>
        <li>{t('content.guide.chooseDistance')}</li>
        <li>{t('content.guide.chooseReviews')}</li>
        <li>{t('content.guide.chooseLanguage')}</li>
        <li>{t('content.guide.chooseAccess')}</li>
      </ul>
      <h2>{t('content.guide.beforeHeading')}</h2>
      <ul>
        <li>{t('content.guide.beforeQuestions')}</li>
        <li>{t('content.guide.beforeMedicines')}</li>
        <li>{t('content.guide.beforeCards')}</li>
        <li>{t('content.guide.beforeCompanion')}</li>
      </ul>
      <h2>{t('content.guide.duringHeading')}</h2>
      <ul>
        <li>{t('content.guide.duringRepeat')}</li>
        <li>{t('content.guide.duringAsk')}</li>
      </ul>
      <h2>{t('content.guide.afterHeading')}</h2>
      <ul>
        <li>{t('content.guide.afterFollowUp')}</li>
        <li>{t('content.guide.afterReview')}</li>
      </ul>
      <h2>{t('content.guide.wellnessHeading')}</h2>
      <p>
        <T k="content.guide.wellnessBody" components={[<Link to={paths.medicare} />]} />
      </p>
      <h2>{t('content.guide.emergencyHeading')}</h2>
      <p>
        <T k="content.guide.emergencyBody" components={[<strong />]} />
      </p>
    </ContentPage>
  );
}
