import { isMessageKey, type MessageKey, type Translate } from '../i18n/translate.ts';

/**
 * The patient stories of the home page carousel and the stories page: four fixed testimonials
 * (patient-stories-carousel.test.tsx). Names and details are changed for privacy; `avatar` is the initials
 * shown in a circle, as we keep no photographs of patients. The stories are ours, not a patient's own
 * writing, so what was said and why are in the reader's language (`home`, which both pages load); a
 * name is shown as written unless it has words in it ("David and Ann K.").
 */
export type PatientStory = {
  id: string;
  name: string | MessageKey;
  location: string;
  rating: number;
  quote: MessageKey;
  /** A value of the specialty list, shown through `specialtyName`. */
  specialty: string;
  verified: boolean;
  avatar: string;
  condition: MessageKey;
};

export const PATIENT_STORIES: PatientStory[] = [
  {
    id: 'margaret',
    name: 'Margaret T.',
    location: 'Sarasota, FL',
    rating: 5,
    specialty: 'Primary Care',
    condition: 'home.stories.margaretCondition',
    quote: 'home.stories.margaretQuote',
    verified: true,
    avatar: 'MT',
  },
  {
    id: 'jorge',
    name: 'Jorge R.',
    location: 'Miami, FL',
    rating: 5,
    specialty: 'Cardiology',
    condition: 'home.stories.jorgeCondition',
    quote: 'home.stories.jorgeQuote',
    verified: true,
    avatar: 'JR',
  },
  {
    id: 'helen',
    name: 'Helen W.',
    location: 'Orlando, FL',
    rating: 4,
    specialty: 'Optometry',
    condition: 'home.stories.helenCondition',
    quote: 'home.stories.helenQuote',
    verified: true,
    avatar: 'HW',
  },
  {
    id: 'david',
    name: 'home.stories.davidName',
    location: 'Tampa, FL',
    rating: 5,
    specialty: 'Home Health',
    condition: 'home.stories.davidCondition',
    quote: 'home.stories.davidQuote',
    verified: true,
    avatar: 'DK',
  },
];

/** A story's name in the reader's words: as written, or its message when it has words in it. */
export const storyName = (story: PatientStory, t: Translate) =>
  isMessageKey(story.name) ? t(story.name) : story.name;
