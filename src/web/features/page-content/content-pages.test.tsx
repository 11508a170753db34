import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { PageHeadCollector, PageHeadCollectorProvider } from '../../lib/page-head.tsx';
import { english, spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { AccessibilityPage } from './accessibility-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { GuidePage } from './guide-page.tsx';
import { HowItWorksPage } from './how-it-works-page.tsx';
import { InsurancePage } from './insurance-page.tsx';
import { MedicarePage } from './medicare-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { StoriesPage } from './stories-page.tsx';
import { PATIENT_STORIES } from '#shared/page-content/patient-stories.ts';
import { TermsPage } from './terms-page.tsx';

const PAGES: [ComponentType, string, string][] = [
  [AccessibilityPage, 'Accessibility', 'Accesibilidad'],
  [FaqPage, 'Frequently Asked Questions', 'Preguntas frecuentes'],
  [GuidePage, 'Healthcare Guide', 'Guía de salud'],
  [HowItWorksPage, 'How It Works', 'Cómo funciona'],
  [InsurancePage, 'Insurance Information', 'Información sobre seguros'],
  [MedicarePage, 'Medicare Resources', 'Recursos de Medicare'],
  [PrivacyPage, 'Privacy Policy', 'Política de privacidad'],
  [StoriesPage, 'Patient Stories', 'Historias de pacientes'],
  [TermsPage, 'Terms of Service', 'Términos del servicio'],
];

const show = (Page: ComponentType) => renderAt(<Page />, '/here');
const showInSpanish = (Page: ComponentType) =>
  renderAt(<Page />, '/here', undefined, { translator: spanish });

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

  it("tells every story in the reader's words", () => {
    show(StoriesPage);
    for (const story of PATIENT_STORIES) expect(screen.getByText(english.t(story.quote))).toBeVisible();
    expect(screen.getByRole('heading', { name: 'David and Ann K.' })).toBeVisible();
    expect(screen.getByText('Sarasota, FL · Primary Care · New to the area')).toBeVisible();
    cleanup();
    showInSpanish(StoriesPage);
    for (const story of PATIENT_STORIES) expect(screen.getByText(spanish.t(story.quote))).toBeVisible();
    expect(screen.getByRole('heading', { name: 'David y Ann K.' })).toBeVisible();
    expect(
      screen.getByText(`Sarasota, FL · Atención primaria · ${spanish.t('home.stories.margaretCondition')}`),
    ).toBeVisible();
  });
});

describe('content pages in Spanish', () => {
  for (const [Page, , titulo] of PAGES) {
    it(`${titulo}: its heading, tab title and help in Spanish`, () => {
      showInSpanish(Page);
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([titulo]);
      expect(document.title).toBe(`${titulo} | CareConnect`);
      const help = screen.getByRole('complementary', { name: 'Ayuda' });
      expect(within(help).getByRole('heading', { name: '¿Todavía tiene alguna pregunta?' })).toBeVisible();
      expect(within(help).getByRole('link', { name: 'preguntas frecuentes' })).toHaveAttribute(
        'href',
        '/faq',
      );
      expect(within(help).getByRole('link', { name: 'envíenos un mensaje' })).toHaveAttribute(
        'href',
        '/contact',
      );
      expect(help).toHaveTextContent('Una persona de verdad le responde en un día hábil.');
    });
  }

  it('answers the questions in Spanish, links and bold words in place, and says so to search engines', () => {
    const collector = new PageHeadCollector();
    renderAt(
      <PageHeadCollectorProvider collector={collector}>
        <FaqPage />
      </PageHeadCollectorProvider>,
      '/here',
      undefined,
      { translator: spanish },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Para pacientes y familias' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Para proveedores' })).toBeVisible();
    const question = screen.getByText('¿Cómo encuentro un médico que acepte Medicare?').closest('details')!;
    expect(within(question).getByRole('link', { name: 'Buscar médicos', hidden: true })).toHaveAttribute(
      'href',
      '/providers',
    );
    expect(
      within(question).getByRole('link', { name: 'página sobre seguros', hidden: true }),
    ).toHaveAttribute('href', '/insurance');
    expect(question.querySelector('strong')).toHaveTextContent('Medicare');
    const provider = screen.getByText('¿Cómo incluyo mi consultorio en el directorio?').closest('details')!;
    expect(
      within(provider).getByRole('link', { name: 'Cree una cuenta de proveedor', hidden: true }),
    ).toHaveAttribute('href', '/auth?role=provider');

    const data = collector.head!.structuredData!('https://careconnect.example', 'es') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data.mainEntity).toHaveLength(10);
    expect(data.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: '¿Cómo encuentro un médico que acepte Medicare?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: 'En Buscar médicos, elija Medicare en Seguro. Siempre confirme su plan exacto con el consultorio cuando reserve la cita; vea nuestra página sobre seguros.',
      },
    });
    expect(collector.head!.title).toBe('Preguntas frecuentes');
  });

  it('writes the privacy policy in Spanish, with its date in Spanish', () => {
    showInSpanish(PrivacyPage);
    expect(screen.getByText('Última actualización: enero de 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lo que nunca hacemos' })).toBeVisible();
    expect(screen.getByText('Nunca vendemos su información personal.')).toBeVisible();
    expect(screen.getByText('Su cuenta:').tagName).toBe('STRONG');
    const contact = screen.getByText(/¿Tiene preguntas sobre su privacidad\?/);
    expect(within(contact).getByRole('link', { name: 'support@careconnect.test' })).toHaveAttribute(
      'href',
      'mailto:support@careconnect.test',
    );
    expect(document.body).not.toHaveTextContent('What we collect');
  });

  it('explains Medicare in Spanish, keeping its official names and numbers', () => {
    showInSpanish(MedicarePage);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Parte A: seguro de hospital',
      'Parte B: seguro médico',
      'Parte C: Medicare Advantage',
      'Parte D: cobertura de medicamentos recetados',
      'Medigap: Seguro Suplementario de Medicare',
    ]);
    expect(screen.getByText('Período de Inscripción Abierta:').tagName).toBe('STRONG');
    expect(document.body).toHaveTextContent('llame al 1-800-MEDICARE (1-800-633-4227)');
    expect(document.body).toHaveTextContent('1-800-963-5337');
    const find = screen.getByRole('heading', { name: 'Encuentre un proveedor que acepte Medicare' });
    const paragraph = find.nextElementSibling!;
    expect(within(paragraph as HTMLElement).getByRole('link', { name: 'Buscar médicos' })).toHaveAttribute(
      'href',
      '/providers',
    );
  });

  it('tells the stories in Spanish, the names as written', () => {
    showInSpanish(StoriesPage);
    expect(screen.getByRole('heading', { level: 2, name: 'Margaret T.' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'David y Ann K.' })).toBeVisible();
    expect(screen.getByText('Miami, FL · Cardiología · Chequeo del corazón')).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Calificación: 5 de 5' })).toHaveLength(3);
  });
});
