import { Fragment } from 'react';
import { Link } from 'react-router';
import { T, useT } from '../../lib/i18n.tsx';
import { usePageHead } from '../../lib/page-head.tsx';
import { faqStructuredData } from '../../seo/structured-data.ts';
import { ContentPage, Question } from './content-page.tsx';
import { FAQ_ITEMS, FAQ_SECTIONS, faqInWords, type FaqTag } from './faq-items.ts';

const tagElement = (tag: FaqTag) => (tag === 'strong' ? <strong /> : <Link to={tag.to} />);

/** The questions live in faq-items.ts, which the page's structured data reads too, in the page's language. */
export function FaqPage() {
  const t = useT();
  usePageHead({
    title: t('content.faq.title'),
    structuredData: () => faqStructuredData(FAQ_ITEMS.map((item) => faqInWords(item, t))),
  });
  return (
    <ContentPage title={t('content.faq.title')} intro={t('content.faq.intro')}>
      {FAQ_SECTIONS.map((section) => (
        <Fragment key={section.heading}>
          <h2>{t(section.heading)}</h2>
          {section.items.map((item) => (
            <Question key={item.question} q={t(item.question)}>
              <p>
                <T k={item.answer} components={(item.tags ?? []).map(tagElement)} />
              </p>
            </Question>
          ))}
        </Fragment>
      ))}
    </ContentPage>
  );
}
