import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/dto.ts';
import type { ProviderApplicationDto } from '#shared/applications/application.ts';
import { taxonomyEndpoint } from '../../test/taxonomy.ts';
import { fakeApi, type Answer, type Call } from '../../test/fake-api.ts';
import { spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { PATIENT, PROVIDER_USER } from '../../test/users.ts';
import { ProviderApplicationPage } from './provider-application-page.tsx';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string, size?: number) =>
  new File([size ? new Uint8Array(size) : PNG], name, { type: 'image/png' });
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function applicationDto(over: Partial<ProviderApplicationDto> = {}): ProviderApplicationDto {
  return {
    id: 'app-1',
    status: 'submitted',
    submittedAt: '2026-03-03T15:00:00.000Z',
    updatedAt: '2026-03-03T15:00:00.000Z',
    fullName: 'Elena Morales',
    role: 'Physician',
    phone: '(305) 555-0142',
    email: PROVIDER_USER.email,
    preferredContact: 'Email',
    practiceName: 'Coral Way Family Medicine',
    businessAddress: '2100 Coral Way, Miami, FL 33145',
    website: '',
    practicePhone: '(305) 555-0199',
    npiNumber: '',
    mainSpecialty: { code: '207Q00000X', name: 'Family Medicine Physician', category: 'primary-care' },
    otherSpecialties: [],
    medicareParticipation: 'Yes',
    medicareAdvantagePlans: [],
    acceptingNewPatients: 'Yes',
    languages: ['English'],
    description: '',
    referralSource: 'Email',
    images: [],
    ...over,
  };
}

let mine: ProviderApplicationDto | null;
let uploads: number;
let calls: Call[];

/** The fake server: a provider signed in, no application yet, uploads that succeed. */
function serve(
  user: CurrentUser | null = PROVIDER_USER,
  extra: Record<string, () => Answer | Promise<Answer>> = {},
) {
  calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user } }),
    'GET /api/provider-applications/mine': () => ({ status: 200, body: mine }),
    'POST /api/provider-applications': () => ({ status: 201, body: applicationDto() }),
    'GET /api/taxonomy/specialties': taxonomyEndpoint,
    'POST /api/uploads/provider-photos': () => {
      uploads++;
      return {
        status: 201,
        body: {
          id: uuid(uploads),
          area: 'provider-photos',
          key: `provider-photos/office-photos/u2-${uploads}.png`,
          url: `/uploads/provider-photos/office-photos/u2-${uploads}.png`,
          contentType: 'image/png',
          size: 120,
        },
      };
    },
    [`DELETE /api/uploads/${uuid(1)}`]: () => ({ status: 204 }),
    ...extra,
  });
}

let user: UserEvent;
beforeEach(() => {
  mine = null;
  uploads = 0;
  // Without applying the input's accept list, so the page's own check of the file type is what refuses.
  user = userEvent.setup({ applyAccept: false });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = () => renderAt(<ProviderApplicationPage />, '/provider-application');
const phoneInput = () => screen.getByRole('textbox', { name: 'Phone' });
const next = () => user.click(screen.getByRole('button', { name: 'Next Step' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const requests = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

async function fillContact() {
  await user.type(screen.getByLabelText('Full name'), 'Elena Morales');
  await user.type(screen.getByLabelText('Title/Role'), 'Physician');
  await user.type(phoneInput(), '3055550142');
  await next();
  await stepHeading('Practice Information');
}
async function fillPractice() {
  await user.type(screen.getByLabelText('Practice name'), 'Coral Way Family Medicine');
  await user.type(screen.getByLabelText('Business address'), '2100 Coral Way, Miami, FL 33145');
  await user.type(screen.getByLabelText('Practice phone'), '305-555-0199');
  await next();
  await stepHeading('Provider Type');
}
/** The main specialty through the picker: words, Enter, then the exact specialty. */
async function chooseSpecialty(label: string, words: string, exact: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.keyboard(words);
  const list = screen.getByRole('listbox', { name: label });
  await within(list).findAllByRole('option', { name: new RegExp(words, 'i') });
  await user.keyboard('{Enter}');
  const select = (await screen.findAllByLabelText('Exact specialty')).at(-1)!;
  await within(select).findByRole('option', { name: exact });
  await user.selectOptions(select, exact);
}
async function fillType() {
  await chooseSpecialty('Main specialty', 'family doctor', 'Family Medicine Physician');
  await next();
  await stepHeading('Practice Details');
}
async function reach(
  step:
    'Practice Information' | 'Provider Type' | 'Practice Details' | 'Medicare and New Patients' | 'Consent',
) {
  await stepHeading('Contact Information');
  await fillContact();
  if (step === 'Practice Information') return;
  await fillPractice();
  if (step === 'Provider Type') return;
  await fillType();
  if (step === 'Practice Details') return;
  await next();
  await stepHeading('Medicare and New Patients');
  if (step === 'Medicare and New Patients') return;
  await next();
  await stepHeading('Consent');
}

describe('provider application wizard', () => {
  it('shows the progress and welcome card, locks the email, formats the phone and checks step 1', async () => {
    serve();
    show();
    expect(await stepHeading('Contact Information')).toBeVisible();
    expect(document.title).toBe('Provider Application | CareConnect');
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
    expect(screen.getByText('17% complete')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
      'aria-valuenow',
      '17',
    );
    expect(screen.getByText(PROVIDER_USER.email)).toBeVisible();
    expect(
      screen.getByText(
        'Applications typically receive a response within 3-5 business days after submission.',
      ),
    ).toBeVisible();

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue(PROVIDER_USER.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'This is the email of your account, so it cannot be changed here.',
    );
    expect(
      within(screen.getByRole('group', { name: 'Preferred contact method' })).getByLabelText('Email'),
    ).toBeChecked();

    await next();
    expect(screen.getByText('Please complete all contact information fields')).toBeVisible();
    expect(screen.getByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Title/Role is required')).toBeVisible();
    expect(screen.getByText('Valid phone number is required')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByText('Step 1 of 6')).toBeVisible();

    // Corrected answers lose their messages as they are typed; the phone formats itself.
    await user.type(screen.getByLabelText('Full name'), 'Elena Morales');
    expect(screen.queryByText('Full name is required')).toBeNull();
    await user.type(phoneInput(), '305555014');
    expect(phoneInput()).toHaveValue('(305) 555-014');
    expect(screen.getByText('Valid phone number is required')).toBeVisible();
    await user.type(phoneInput(), '2');
    expect(phoneInput()).toHaveValue('(305) 555-0142');
    expect(screen.queryByText('Valid phone number is required')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('checks step 2, formats the practice phone, and goes back and forth with the focus on the step heading', async () => {
    serve();
    show();
    await reach('Practice Information');
    expect(screen.getByText('Step 2 of 6')).toBeVisible();
    expect(screen.getByText('33% complete')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Practice Information' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });

    await user.type(screen.getByLabelText('Website (optional)'), 'coralway');
    await user.type(screen.getByLabelText('NPI number (optional)'), '1234567890');
    await next();
    expect(screen.getByText('Please complete all required practice information fields')).toBeVisible();
    expect(screen.getByText('Practice name is required')).toBeVisible();
    expect(screen.getByText('Business address is required')).toBeVisible();
    expect(screen.getByText('Valid practice phone is required')).toBeVisible();
    expect(screen.getByText('Please enter a full web address, such as https://example.com')).toBeVisible();
    expect(screen.getByText('Please enter a valid 10-digit NPI number.')).toBeVisible();
    expect(screen.getByLabelText('Practice name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Practice phone'), '+1 305 555 0199');
    expect(screen.getByLabelText('Practice phone')).toHaveValue('(305) 555-0199');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await stepHeading('Contact Information')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Elena Morales');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    await next();
    expect(await stepHeading('Practice Information')).toHaveFocus();
    // What was typed on a step is kept when coming back to it, and its old messages are gone.
    expect(screen.getByLabelText('Practice phone')).toHaveValue('(305) 555-0199');
    expect(screen.queryByText('Practice name is required')).toBeNull();
  });

  it('asks for the main specialty on step 3, and takes others beside it', async () => {
    serve();
    show();
    await reach('Provider Type');
    await next();
    expect(screen.getByText('Please select at least one provider type')).toBeVisible();
    expect(screen.getByText('Please fix the errors before proceeding')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your specialties' })).toBeVisible();
    // A kind of care alone is not yet a specialty: the exact one is asked for.
    await user.click(screen.getByRole('combobox', { name: 'Main specialty' }));
    await user.keyboard('dentist');
    const list = screen.getByRole('listbox', { name: 'Main specialty' });
    await within(list).findAllByRole('option', { name: /dentist/i });
    await user.keyboard('{Enter}');
    const exact = await screen.findByLabelText('Exact specialty');
    expect(screen.getByText('Please select at least one provider type')).toBeVisible();
    await within(exact).findByRole('option', { name: 'Dentist' });
    await user.selectOptions(exact, 'Dentist');
    expect(screen.queryByText('Please select at least one provider type')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add another specialty' }));
    await chooseSpecialty('Other specialty 1', 'family doctor', 'Family Medicine Physician');
    await next();
    await stepHeading('Practice Details');
  });

  it('counts the description to 300 and asks for a language on step 4', async () => {
    serve();
    show();
    await reach('Practice Details');
    expect(screen.getByText('0/300')).toBeVisible();
    const languages = screen.getByRole('group', { name: 'Languages spoken at your practice' });
    expect(within(languages).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(languages).getByLabelText('English')).toBeChecked();
    await user.click(within(languages).getByLabelText('English'));
    await user.click(screen.getByLabelText('Practice description (optional)'));
    await user.paste('x'.repeat(301));
    expect(screen.getByText('301/300')).toBeVisible();
    await next();
    expect(screen.getByText('Please select at least one language')).toBeVisible();
    expect(screen.getByText('Description must be 300 characters or less')).toBeVisible();
    expect(screen.getByText('Please fix the errors before proceeding')).toBeVisible();
    await user.type(screen.getByLabelText('Practice description (optional)'), '{Backspace}');
    expect(screen.getByText('300/300')).toBeVisible();
    expect(screen.queryByText('Description must be 300 characters or less')).toBeNull();
  });

  it('shows the Medicare Advantage plans only when Medicare Advantage is chosen', async () => {
    serve();
    show();
    await reach('Medicare and New Patients');
    expect(screen.getByText('Step 5 of 6')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Medicare Advantage plans you accept' })).toBeNull();
    await user.click(screen.getByLabelText('Medicare Advantage'));
    const plans = screen.getByRole('group', { name: 'Medicare Advantage plans you accept' });
    expect(
      within(plans)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual([
      'UnitedHealthcare',
      'Humana',
      'Aetna',
      'Cigna',
      'Devoted Health',
      'Blue Cross Blue Shield',
      'WellCare',
      'Anthem',
    ]);
    await user.click(
      within(screen.getByRole('group', { name: 'Do you participate in Medicare?' })).getByLabelText('No'),
    );
    expect(screen.queryByRole('group', { name: 'Medicare Advantage plans you accept' })).toBeNull();
    const accepting = screen.getByRole('group', { name: 'Are you accepting new patients?' });
    expect(
      within(accepting)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Yes', 'No', 'Limited']);
  });

  it('asks for both consents on step 6', async () => {
    serve();
    show();
    await reach('Consent');
    expect(screen.getByText('Step 6 of 6')).toBeVisible();
    expect(screen.getByText('100% complete')).toBeVisible();
    expect(screen.getByText('You must agree to both statements to submit your application')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Please confirm all consent requirements')).toBeVisible();
    expect(screen.getByText('You must confirm the information is accurate')).toBeVisible();
    expect(screen.getByText('You must acknowledge this is a pre-screening application')).toBeVisible();
    await user.click(screen.getByLabelText(/information in this application is accurate/));
    expect(screen.queryByText('You must confirm the information is accurate')).toBeNull();
    expect(screen.getByText('You must agree to both statements to submit your application')).toBeVisible();
    expect(requests('POST', '/api/provider-applications')).toEqual([]);
  });

  it('uploads photos one by one, removes one, and submits the exact application, then starts over', async () => {
    let release!: () => void;
    serve(PROVIDER_USER, {
      'POST /api/provider-applications': () =>
        new Promise<Answer>((resolve) => {
          release = () => resolve({ status: 201, body: applicationDto() });
        }),
    });
    show();
    await reach('Practice Details');

    await user.upload(screen.getByLabelText('Add photos'), [png('front desk.png'), png('waiting room.png')]);
    const list = await screen.findByRole('list', { name: 'Your office photos' });
    await waitFor(() => expect(within(list).getAllByText('Uploaded')).toHaveLength(2));
    expect(within(list).getByRole('img', { name: 'Your photo front desk.png' })).toHaveAttribute(
      'src',
      '/uploads/provider-photos/office-photos/u2-1.png',
    );
    expect(screen.getByText('2 of 5 photos added')).toBeVisible();
    const sent = requests('POST', '/api/uploads/provider-photos');
    expect(sent).toHaveLength(2);
    expect((sent[0]!.body as FormData).get('folder')).toBe('office-photos');
    expect(((sent[0]!.body as FormData).get('file') as File).name).toBe('front desk.png');

    await user.click(within(list).getByRole('button', { name: 'Remove front desk.png' }));
    await waitFor(() => expect(within(list).queryByText('front desk.png')).toBeNull());
    expect(requests('DELETE', `/api/uploads/${uuid(1)}`)).toHaveLength(1);
    expect(screen.getByText('1 of 5 photos added')).toBeVisible();

    await user.type(
      screen.getByLabelText('Practice description (optional)'),
      'Family care in Little Havana.',
    );
    await user.click(screen.getByLabelText('Spanish'));
    await user.click(screen.getByLabelText('Referral'));
    await next();
    await stepHeading('Medicare and New Patients');
    await user.click(screen.getByLabelText('Medicare Advantage'));
    await user.click(screen.getByLabelText('Humana'));
    await user.click(screen.getByLabelText('Limited'));
    await next();
    await stepHeading('Consent');
    await user.click(screen.getByLabelText(/information in this application is accurate/));
    await user.click(screen.getByLabelText(/pre-screening application/));
    expect(screen.getByText('You must agree to both statements to submit your application')).toHaveClass(
      'sr-only',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const submitting = await screen.findByRole('button', { name: 'Submitting...' });
    expect(submitting).toBeDisabled();
    expect(requests('POST', '/api/provider-applications').map((c) => c.body)).toEqual([
      {
        fullName: 'Elena Morales',
        role: 'Physician',
        phone: '(305) 555-0142',
        email: PROVIDER_USER.email,
        preferredContact: 'Email',
        practiceName: 'Coral Way Family Medicine',
        businessAddress: '2100 Coral Way, Miami, FL 33145',
        website: '',
        practicePhone: '(305) 555-0199',
        npiNumber: '',
        taxonomyCode: '207Q00000X',
        secondaryTaxonomyCodes: [],
        languages: ['English', 'Spanish'],
        description: 'Family care in Little Havana.',
        referralSource: 'Referral',
        imageIds: [uuid(2)],
        medicareParticipation: 'Medicare Advantage',
        medicareAdvantagePlans: ['Humana'],
        acceptingNewPatients: 'Limited',
        consentAccurate: true,
        consentPreScreen: true,
      },
    ]);

    // The server still says there is none (as after a rejection): the form is there again, empty.
    await act(async () => release());
    const success = 'Application submitted successfully! Our team will review it within 3-5 business days.';
    await waitFor(() => expect(screen.getAllByText(success)).toHaveLength(2)); // toast and status
    expect(screen.getAllByRole('status').some((s) => s.textContent === success)).toBe(true);
    expect(await stepHeading('Contact Information')).toBeVisible();
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(PROVIDER_USER.email);
    // Focus goes to the message, so a screen reader reads it first.
    const kept = screen.getAllByText(success).map((e) => e.closest('[tabindex="-1"]'));
    expect(kept.find(Boolean)).toHaveFocus();
  });

  it('refuses a sixth photo, a file that is not an image and one over 2MB, without sending them', async () => {
    serve();
    show();
    await reach('Practice Details');
    const input = screen.getByLabelText('Add photos');
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => png(`photo ${n}.png`)),
    );
    const list = await screen.findByRole('list', { name: 'Your office photos' });
    await waitFor(() => expect(within(list).getAllByText('Uploaded')).toHaveLength(5));
    const sixth = within(list).getByText('photo 6.png').closest('li')!;
    expect(sixth).toHaveTextContent('You can add up to 5 images');
    expect(screen.getByText('5 of 5 photos added')).toBeVisible();
    await user.click(within(sixth).getByRole('button', { name: 'Remove photo 6.png' }));
    expect(within(list).queryByText('photo 6.png')).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Remove photo 1.png' }));
    await waitFor(() => expect(screen.getByText('4 of 5 photos added')).toBeVisible());
    await user.upload(input, [
      new File(['not a picture'], 'notes.txt', { type: 'text/plain' }),
      png('huge.png', 2 * 1024 * 1024 + 1),
    ]);
    expect(within(list).getByText('notes.txt').closest('li')).toHaveTextContent(
      'Failed to upload office photo: Please select a valid image file',
    );
    expect(within(list).getByText('huge.png').closest('li')).toHaveTextContent(
      'Failed to upload office photo: Each image must be 2MB or smaller',
    );
    expect(requests('POST', '/api/uploads/provider-photos')).toHaveLength(5);
    expect(screen.getByText('4 of 5 photos added')).toBeVisible();
  });

  it('says why an upload failed', async () => {
    serve(PROVIDER_USER, {
      'POST /api/uploads/provider-photos': () => ({
        status: 400,
        body: { detail: 'Please select an image file (PNG, JPG, GIF, WEBP, SVG)' },
      }),
    });
    show();
    await reach('Practice Details');
    await user.upload(screen.getByLabelText('Add photos'), png('fake.png'));
    expect(
      await screen.findByText(
        'Failed to upload office photo: Please select an image file (PNG, JPG, GIF, WEBP, SVG)',
      ),
    ).toBeVisible();
    expect(screen.getByText('0 of 5 photos added')).toBeVisible();
  });

  it('shows the server’s refusal when an application is already in review, and then its status', async () => {
    serve(PROVIDER_USER, {
      'POST /api/provider-applications': () => {
        mine = applicationDto({ status: 'under_review' });
        return { status: 409, body: { detail: 'You already have an application in review.' } };
      },
    });
    show();
    await reach('Consent');
    await user.click(screen.getByLabelText(/information in this application is accurate/));
    await user.click(screen.getByLabelText(/pre-screening application/));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const message = 'Error submitting application: You already have an application in review.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2)); // toast and alert
    const card = await screen.findByRole('region', { name: 'Your application' });
    expect(card).toHaveTextContent('StatusUnder review');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('keeps what was typed when the submission fails', async () => {
    serve(PROVIDER_USER, {
      'POST /api/provider-applications': () => ({ status: 500, body: { detail: 'Something went wrong' } }),
    });
    show();
    await reach('Consent');
    await user.click(screen.getByLabelText(/information in this application is accurate/));
    await user.click(screen.getByLabelText(/pre-screening application/));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Error submitting application: Something went wrong').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getByText('Step 6 of 6')).toBeVisible();
    expect(screen.getByLabelText(/information in this application is accurate/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Elena Morales');
  });

  it('shows an open application’s status in plain words instead of the form', async () => {
    mine = applicationDto({ status: 'photoshoot_scheduled' });
    serve();
    show();
    const card = await screen.findByRole('region', { name: 'Your application' });
    expect(card).toHaveTextContent('StatusPhotoshoot scheduled');
    expect(card).toHaveTextContent('SubmittedMarch 3, 2026');
    expect(card).toHaveTextContent('PracticeCoral Way Family Medicine');
    expect(within(card).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/provider-dashboard',
    );
    expect(screen.queryByRole('heading', { name: 'Contact Information' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next Step' })).toBeNull();
  });

  it('lets a provider whose application was not approved apply again', async () => {
    mine = applicationDto({ status: 'rejected' });
    serve();
    show();
    const card = await screen.findByRole('region', { name: 'Your application' });
    expect(card).toHaveTextContent('StatusNot approved');
    expect(card).toHaveTextContent('You are welcome to apply again with the form below.');
    expect(await stepHeading('Contact Information')).toBeVisible();
  });
});

describe('the provider application in Spanish', () => {
  it('shows the steps, the progress, the choices and the step messages in Spanish', async () => {
    serve();
    renderAt(<ProviderApplicationPage />, '/provider-application', undefined, { translator: spanish });
    expect(
      await screen.findByRole('heading', { level: 2, name: spanish.t('onboarding.wizard.contactTitle') }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      spanish.t('onboarding.wizard.pageTitle'),
    );
    expect(screen.getByText('Paso 1 de 6')).toBeVisible();
    expect(screen.getByText('17% completado')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: spanish.t('onboarding.wizard.progress') }),
    ).toHaveAttribute('aria-valuetext', 'Paso 1 de 6, 17% completado');
    const contact = screen.getByRole('group', { name: spanish.t('onboarding.wizard.preferredContact') });
    expect(within(contact).getByLabelText(spanish.t('onboarding.wizard.contactEmail'))).toBeChecked();
    await user.click(screen.getByRole('button', { name: spanish.t('onboarding.wizard.next') }));
    expect(screen.getByText(spanish.t('onboarding.wizard.contactIncomplete'))).toBeVisible();
    expect(screen.getByText(spanish.t('onboarding.application.fullName'))).toBeVisible();
    expect(screen.getByLabelText(spanish.t('onboarding.wizard.fullName'))).toHaveFocus();
  });

  it('says a wrong NPI in Spanish on step 2', async () => {
    serve();
    renderAt(<ProviderApplicationPage />, '/provider-application', undefined, { translator: spanish });
    const { t } = spanish;
    await user.type(await screen.findByLabelText(t('onboarding.wizard.fullName')), 'Elena Morales');
    await user.type(screen.getByLabelText(t('onboarding.wizard.role')), 'Médica');
    await user.type(screen.getByRole('textbox', { name: t('onboarding.wizard.phone') }), '3055550142');
    await user.click(screen.getByRole('button', { name: t('onboarding.wizard.next') }));
    await screen.findByRole('heading', { level: 2, name: t('onboarding.wizard.practiceTitle') });
    await user.type(screen.getByLabelText(t('onboarding.wizard.npi')), '1234567890');
    await user.click(screen.getByRole('button', { name: t('onboarding.wizard.next') }));
    expect(screen.getByText('Por favor, escriba un número NPI válido de 10 dígitos.')).toBeVisible();
  });

  it('shows an open application’s status in Spanish', async () => {
    mine = applicationDto({ status: 'partially_approved' });
    serve();
    renderAt(<ProviderApplicationPage />, '/provider-application', undefined, { translator: spanish });
    const card = await screen.findByRole('region', { name: spanish.t('onboarding.wizardStatus.heading') });
    // The state in the same words as the admin's screens.
    expect(card).toHaveTextContent(`${spanish.t('onboarding.wizardStatus.status')}Aprobada parcialmente`);
    expect(card).toHaveTextContent('3 de marzo de 2026');
    expect(
      within(card).getByRole('link', { name: spanish.t('onboarding.wizardStatus.dashboard') }),
    ).toBeVisible();
  });
});

describe('who may open the provider application', () => {
  it('sends a guest to provider sign-up and back here after signing in', async () => {
    serve(null);
    const { router } = show();
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?role=provider');
    expect(localStorage.getItem('careconnect_intended_route')).toBe('/provider-application');
  });

  it.each([
    ['patient', PATIENT, '/patient-dashboard'],
    ['super_admin', { ...PATIENT, role: 'super_admin' } as CurrentUser, '/admin'],
    ['organization_admin', { ...PATIENT, role: 'organization_admin' } as CurrentUser, '/'],
  ])('sends a %s elsewhere', async (_role, account, destination) => {
    serve(account);
    const { router } = show();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
    expect(router.state.location.pathname).toBe(destination);
    expect(requests('GET', '/api/provider-applications/mine')).toEqual([]);
  });
});
