import { paths } from '../../config/paths.ts';

/**
 * The FAQ page's questions and answers as data, so the page and its structured data (src/web/seo)
 * read the same list and can never disagree. An answer is a run of plain text, links and bold words;
 * the page renders them as elements, the structured data as plain text.
 */
export type FaqAnswerPart = string | { link: string; to: string } | { strong: string };
export type FaqItem = { question: string; answer: readonly FaqAnswerPart[] };
export type FaqSection = { heading: string; items: readonly FaqItem[] };

export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    heading: 'For patients and families',
    items: [
      {
        question: 'Does CareConnect cost anything?',
        answer: [
          'No. Searching, reading reviews, saving providers, messaging and booking are free for patients and families.',
        ],
      },
      {
        question: 'How do I find a doctor who takes Medicare?',
        answer: [
          'On ',
          { link: 'Find Providers', to: paths.providers },
          ', choose ',
          { strong: 'Medicare' },
          ' under Insurance. Always confirm your exact plan with the office when you book — see our ',
          { link: 'insurance page', to: paths.insurance },
          '.',
        ],
      },
      {
        question: 'Do I need an account?',
        answer: [
          'You can search and read reviews without one. To book, message or save a provider, create a free ',
          { link: 'account', to: paths.auth },
          ' with your e-mail address.',
        ],
      },
      {
        question: 'Can I book for my mother or father?',
        answer: [
          "Yes. Many families do. Please put the patient's own name and details in the booking so the office knows who is coming.",
        ],
      },
      {
        question: 'How do I make the text bigger?',
        answer: [
          'Use the ',
          { strong: 'A+' },
          ' and ',
          { strong: 'A++' },
          " buttons at the top of every page. Your browser's own zoom (Ctrl and + on a computer) works too. More on our ",
          { link: 'accessibility page', to: paths.accessibility },
          '.',
        ],
      },
      {
        question: 'I forgot my password. What now?',
        answer: [
          'On the ',
          { link: 'sign-in page', to: paths.auth },
          ', choose ',
          { strong: 'Forgot Password?' },
          ' and enter your e-mail. We will send you a link to choose a new one. The link works for one hour.',
        ],
      },
      {
        question: 'Are the reviews real?',
        answer: [
          'Reviews are written by signed-in patients, one review per provider each. Providers may reply, but cannot remove a review. Anyone can report a review or a profile that looks wrong.',
        ],
      },
    ],
  },
  {
    heading: 'For providers',
    items: [
      {
        question: 'How do I get my practice listed?',
        answer: [
          { link: 'Create a provider account', to: `${paths.auth}?role=provider` },
          ', then fill in the application. Our team reviews it within 3-5 business days and will e-mail you at each step.',
        ],
      },
      {
        question: 'How do I keep my open times up to date?',
        answer: [
          'From your provider dashboard you set your weekly hours, block days off and manage appointments. Patients see changes straight away.',
        ],
      },
      {
        question: 'Can I answer a review?',
        answer: ['Yes. You can post one public reply to each review from your dashboard.'],
      },
    ],
  },
];

/** An answer as the words a reader sees, without its links and bold. */
export const faqAnswerText = (item: FaqItem): string =>
  item.answer
    .map((part) => (typeof part === 'string' ? part : 'link' in part ? part.link : part.strong))
    .join('');

/** Every question in page order, for the FAQ page's structured data. */
export const FAQ_ITEMS: readonly FaqItem[] = FAQ_SECTIONS.flatMap((section) => section.items);
