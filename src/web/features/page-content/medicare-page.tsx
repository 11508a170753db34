import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { T, useT } from '../../lib/i18n.tsx';
import { ContentPage } from './content-page.tsx';

const bold = [<strong />];

export function MedicarePage() {
  const t = useT();
  return (
    <ContentPage title={t('content.medicare.title')} intro={t('content.medicare.intro')}>
      <h2>{t('content.medicare.partsHeading')}</h2>
      <h3>{t('content.medicare.partAHeading')}</h3>
      <p>{t('content.medicare.partABody')}</p>
      <h3>{t('content.medicare.partBHeading')}</h3>
      <p>{t('content.medicare.partBBody')}</p>
      <h3>{t('content.medicare.partCHeading')}</h3>
      <p>{t('content.medicare.partCBody')}</p>
      <h3>{t('content.medicare.partDHeading')}</h3>
      <p>{t('content.medicare.partDBody')}</p>
      <h3>{t('content.medicare.medigapHeading')}</h3>
      <p>{t('content.medicare.medigapBody')}</p>
      <h2>{t('content.medicare.enrollHeading')}</h2>
      <ul>
        <li>
          <T k="content.medicare.enrollInitial" components={bold} />
        </li>
        <li>
          <T k="content.medicare.enrollOpen" components={bold} />
        </li>
        <li>
          <T k="content.medicare.enrollAdvantage" components={bold} />
        </li>
        <li>
          <T k="content.medicare.enrollSpecial" components={bold} />
        </li>
      </ul>
      <p>{t('content.medicare.enrollCheck')}</p>
      <h2>{t('content.medicare.helpHeading')}</h2>
      <ul>
        <li>
          <T k="content.medicare.helpMedicare" components={bold} />
        </li>
        <li>
          <T k="content.medicare.helpShine" components={bold} />
        </li>
      </ul>
      <h2>{t('content.medicare.findHeading')}</h2>
      <p>
        <T k="content.medicare.findBody" components={[<Link to={paths.providers} />, <strong />]} />
      </p>
    </ContentPage>
  );
}
