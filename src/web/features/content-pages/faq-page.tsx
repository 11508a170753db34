import { Fragment } from 'react';
import { Link } from 'react-router';
import { ContentPage, Question } from './content-page.tsx';
import { usePageHead } from '../../lib/page-head.tsx';
import { faqStructuredData } from '../../seo/structured-data.ts';
import { FAQ_ITEMS, FAQ_SECTIONS, type FaqAnswerPart } from './faq-items.ts';

function AnswerPart({ part }: { part: FaqAnswerPart }) {
  if (typeof part === 'string') return part;
  if ('link' in part) return <Link to={part.to}>{part.link}</Link>;
  return <strong>{part.strong}</strong>;
}

/** The questions live in faq-items.ts, which the page's structured data reads too. */
export function FaqPage() {
  usePageHead({
    title: 'Frequently Asked Questions',
    structuredData: () => faqStructuredData(FAQ_ITEMS),
  });
  return (
    <ContentPage
      title="Frequently Asked Questions"
      intro="Short answers to the questions we hear most. Select a question to see its answer."
    >
      {FAQ_SECTIONS.map((section) => (
        <Fragment key={section.heading}>
          <h2>{section.heading}</h2>
          {section.items.map((item) => (
            <Question key={item.question} q={item.question}>
              <p>
                {item.answer.map((part, i) => (
                  <AnswerPart key={i} part={part} />
                ))}
              </p>
            </Question>
          ))}
        </Fragment>
      ))}
    </ContentPage>
  );
}
