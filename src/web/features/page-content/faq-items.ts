import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { paths } from '../../config/paths.ts';

/**
 * The FAQ page's questions and answers as data, so the page and its structured data (src/web/seo)
 * read the same list and can never disagree. An answer is one message whose `<0>…</0>` tags are its
 * links and bold words, in the order of `tags`; the page renders them as elements, the structured
 * data as plain text.
 */
type QuestionKey = Extract<MessageKey, `content.faq.q${number}`>;
type AnswerKey = Extract<MessageKey, `content.faq.a${number}`>;
/** What an answer's tag wraps: a link inside the site, or bold words. */
export type FaqTag = { to: string } | 'strong';
export type FaqItem = { question: QuestionKey; answer: AnswerKey; tags?: readonly FaqTag[] };
export type FaqSection = {
  heading: 'content.faq.patientsHeading' | 'content.faq.providersHeading';
  items: readonly FaqItem[];
};

export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    heading: 'content.faq.patientsHeading',
    items: [
      { question: 'content.faq.q1', answer: 'content.faq.a1' },
      {
        question: 'content.faq.q2',
        answer: 'content.faq.a2',
        tags: [{ to: paths.providers }, 'strong', { to: paths.insurance }],
      },
      { question: 'content.faq.q3', answer: 'content.faq.a3', tags: [{ to: paths.auth }] },
      { question: 'content.faq.q4', answer: 'content.faq.a4' },
      {
        question: 'content.faq.q5',
        answer: 'content.faq.a5',
        tags: ['strong', 'strong', { to: paths.accessibility }],
      },
      { question: 'content.faq.q6', answer: 'content.faq.a6', tags: [{ to: paths.auth }, 'strong'] },
      { question: 'content.faq.q7', answer: 'content.faq.a7' },
    ],
  },
  {
    heading: 'content.faq.providersHeading',
    items: [
      { question: 'content.faq.q8', answer: 'content.faq.a8', tags: [{ to: `${paths.auth}?role=provider` }] },
      { question: 'content.faq.q9', answer: 'content.faq.a9' },
      { question: 'content.faq.q10', answer: 'content.faq.a10' },
    ],
  },
];

/** Every question in page order, for the FAQ page's structured data. */
export const FAQ_ITEMS: readonly FaqItem[] = FAQ_SECTIONS.flatMap((section) => section.items);

/** A question and its answer in the words a reader sees, the answer without its links and bold. */
export const faqInWords = (item: FaqItem, t: Translate): { question: string; answer: string } => ({
  question: t(item.question),
  answer: t(item.answer).replace(/<\/?\d+>/g, ''),
});
