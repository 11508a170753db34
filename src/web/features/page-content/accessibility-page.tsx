import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SUPPORT_EMAIL } from '../../config/site.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { ContentPage } from './content-page.tsx';

export function AccessibilityPage() {
  const t = useT();
  return (
    <ContentPage title={t('content.accessibility.title')} intro={t('content.accessibility.intro')}>
      <h2>{t('content.accessibility.biggerHeading')}</h2>
      <p>
        <T
          k="content.accessibility.biggerBody"
          components={[<strong />, <strong />, <strong />, <strong />]}
        />
      </p>
      <h2>{t('content.accessibility.seeHeading')}</h2>
      <ul>
        <li>{t('content.accessibility.seeLettering')}</li>
        <li>{t('content.accessibility.seeContrast')}</li>
        <li>{t('content.accessibility.seeButtons')}</li>
        <li>
          <T k="content.accessibility.seeTheme" components={[<strong />, <strong />]} />
        </li>
        <li>{t('content.accessibility.seeMotion')}</li>
      </ul>
      <h2>{t('content.accessibility.keyboardHeading')}</h2>
      <ul>
        <li>
          <T k="content.accessibility.keyboardEverything" components={[<strong />]} />
        </li>
        <li>{t('content.accessibility.keyboardHeadings')}</li>
        <li>{t('content.accessibility.keyboardNewPage')}</li>
        <li>{t('content.accessibility.keyboardTests')}</li>
      </ul>
      <h2>{t('content.accessibility.plainHeading')}</h2>
      <p>{t('content.accessibility.plainBody')}</p>
      <h2>{t('content.accessibility.tellHeading')}</h2>
      <p>
        <T
          k="content.accessibility.tellBody"
          values={{ email: SUPPORT_EMAIL }}
          components={[<Link to={paths.contact} />, <a href={`mailto:${SUPPORT_EMAIL}`} />]}
        />
      </p>
    </ContentPage>
  );
}
