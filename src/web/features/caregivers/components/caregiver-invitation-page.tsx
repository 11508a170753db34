import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CAREGIVER_MESSAGES as M, CAREGIVER_PERMISSION_KEYS } from '#shared/caregivers/caregiver-messages.ts';
import { practiceDate } from '#shared/format/instants.ts';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { errorWords } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { saveIntendedRoute } from '../../../lib/auth/intended-route.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { T, useLocale, useT } from '../../../lib/i18n.tsx';
import { invitationPreviewQuery, useAcceptInvitation } from '../api/caregivers.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /caregiver-invitation?token=…, the link in a caregiver invitation: who asks for help and with
 * what, then sign in with the invited address and accept (ADR 18).
 */
export function CaregiverInvitationPage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(t('account.invitation.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const preview = useQuery({ ...invitationPreviewQuery(token), enabled: valid });
  const { user, initializing } = useAuth();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  if (!valid || preview.isError)
    return (
      <PageHeading title={t('account.invitation.title')}>
        <Alert tone="error" className="mt-6 max-w-2xl">
          <p>{valid ? errorWords(preview.error, t(M.invitationInvalid)) : t(M.invitationInvalid)}</p>
        </Alert>
      </PageHeading>
    );
  if (preview.isPending || initializing)
    return (
      <PageHeading title={t('account.invitation.title')}>
        <p role="status" className="mt-6">
          {t('account.invitation.loading')}
        </p>
      </PageHeading>
    );
  const { patientName, email, permissions, expiresAt } = preview.data;
  if (accept.isSuccess)
    return (
      <PageHeading title={t('account.invitation.acceptedTitle', { name: patientName })}>
        <Alert tone="success" className="mt-6 max-w-2xl">
          <p>{t('account.invitation.acceptedText', { name: patientName })}</p>
        </Alert>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.patientSettings}>{t('account.invitation.goToSettings')}</Link>
        </Button>
      </PageHeading>
    );

  const signIn = () => {
    saveIntendedRoute(`${pathname}${search}`);
    void navigate(paths.auth);
  };
  return (
    <PageHeading
      title={t('account.invitation.wouldLikeHelp', { name: patientName })}
      intro={t('account.invitation.intro', { name: patientName })}
    >
      <Card className="mt-6 max-w-2xl text-lg">
        <h2 className="text-2xl">{t('account.invitation.whatYouCanDo')}</h2>
        <ul className="mt-3 list-disc pl-6">
          {permissions.map((p) => (
            <li key={p}>{t(CAREGIVER_PERMISSION_KEYS[p])}</li>
          ))}
        </ul>
        <p className="mt-4">
          <T
            k="account.invitation.sentTo"
            values={{ email, date: practiceDate(expiresAt, locale) }}
            components={[<strong className="break-all" />]}
          />
        </p>
        {accept.isError && (
          <Alert tone="error" className="mt-4">
            <p>{errorWords(accept.error, t('account.invitation.acceptFailed'))}</p>
          </Alert>
        )}
        <div className="mt-6">
          {user ? (
            <Button size="lg" onClick={() => accept.mutate(token)} disabled={accept.isPending}>
              {accept.isPending ? t('account.invitation.accepting') : t('account.invitation.accept')}
            </Button>
          ) : (
            <>
              <p className="mb-3">{t('account.invitation.signInWith', { email })}</p>
              <Button size="lg" onClick={signIn}>
                {t('account.invitation.signInToAccept')}
              </Button>
            </>
          )}
        </div>
      </Card>
    </PageHeading>
  );
}
