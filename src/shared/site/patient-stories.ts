/**
 * The patient stories of the home page carousel and the stories page: four fixed testimonials
 * (patient-stories-carousel.test.tsx). Names and details are changed for privacy; `avatar` is the initials
 * shown in a circle, as we keep no photographs of patients.
 */
export type PatientStory = {
  id: string;
  name: string;
  location: string;
  rating: number;
  content: string;
  specialty: string;
  verified: boolean;
  avatar: string;
  condition: string;
};

export const PATIENT_STORIES: PatientStory[] = [
  {
    id: 'margaret',
    name: 'Margaret T.',
    location: 'Sarasota, FL',
    rating: 5,
    specialty: 'Primary Care',
    condition: 'New to the area',
    content:
      'After we moved, I needed a new primary care doctor who takes my Medicare plan. I found three nearby, read the reviews with my son on the phone, and booked for the next week.',
    verified: true,
    avatar: 'MT',
  },
  {
    id: 'jorge',
    name: 'Jorge R.',
    location: 'Miami, FL',
    rating: 5,
    specialty: 'Cardiology',
    condition: 'Heart check-up',
    content:
      'I wanted a heart doctor who speaks Spanish, so my wife could ask her questions too. The language filter found one ten minutes from home.',
    verified: true,
    avatar: 'JR',
  },
  {
    id: 'helen',
    name: 'Helen W.',
    location: 'Orlando, FL',
    rating: 4,
    specialty: 'Optometry',
    condition: 'Cataract follow-up',
    content:
      'The big text and the plain buttons made it easy. I could see which eye doctors had a wheelchair-accessible office before I called.',
    verified: true,
    avatar: 'HW',
  },
  {
    id: 'david',
    name: 'David and Ann K.',
    location: 'Tampa, FL',
    rating: 5,
    specialty: 'Home Health',
    condition: 'Caring for a parent',
    content:
      'We look after my father from two different cities. We saved the home health agencies we liked, compared them together, and sent the office a message before booking.',
    verified: true,
    avatar: 'DK',
  },
];
