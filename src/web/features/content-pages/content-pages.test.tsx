import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccessibilityPage } from './accessibility-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { GuidePage } from './guide-page.tsx';
import { HowItWorksPage } from './how-it-works-page.tsx';
import { InsurancePage } from './insurance-page.tsx';
import { MedicarePage } from './medicare-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { StoriesPage } from './stories-page.tsx';
import { TermsPage } from './terms-page.tsx';

const PAGES: [ComponentType, string][] = [
  [AccessibilityPage, 'Accessibility'],
  [FaqPage, 'Frequently Asked Questions'],
  [GuidePage, 'Healthcare Guide'],
  [HowItWorksPage, 'How It Works'],
  [InsurancePage, 'Insurance Information'],
  [MedicarePage, 'Medicare Resources'],
  [PrivacyPage, 'Privacy Policy'],
  [StoriesPage, 'Patient Stories'],
  [TermsPage, 'Terms of Service'],
];

const show = (Page: ComponentType) =>
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );

// The about page reads managed words: its own test is about-page.test.tsx.
describe('content pages', () => {
  for (const [Page, title] of PAGES) {
    it(`${title}: one h1, the tab title, real content and a way to get help`, () => {
      show(Page);
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
      expect(document.title).toBe(`${title} | CareConnect`);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
      expect(screen.getByRole('complementary', { name: 'Help' })).toHaveTextContent(
        'support@careconnect.test',
      );
      // Every link inside the site goes to a route that exists.
      for (const link of screen.getAllByRole('link')) {
        const href = link.getAttribute('href')!;
        if (href.startsWith('/'))
          expect(href).toMatch(
            /^\/(providers|auth|faq|contact|medicare|insurance|accessibility)?(\?role=provider)?$/,
          );
      }
    });
  }

  it('legal pages say when they last changed', () => {
    show(PrivacyPage);
    expect(screen.getByText('Last updated January 2025')).toBeInTheDocument();
  });
});
