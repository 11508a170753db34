import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CAREGIVER_MESSAGES as M } from '#shared/caregivers/caregiver-messages.ts';
import { CAREGIVER_PERMISSION_LABELS } from '#shared/caregivers/caregivers.ts';
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
import { useT } from '../../../lib/i18n.tsx';
import { invitationPreviewQuery, useAcceptInvitation } from '../api/caregivers.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /caregiver-invitation?token=…, the link in a caregiver invitation: who asks for help and with
 * what, then sign in with the invited address and accept (ADR 18).
 */
export function CaregiverInvitationPage() {
  useDocumentTitle('Caregiver Invitation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const preview = useQuery({ ...invitationPreviewQuery(token), enabled: valid });
  const { user, initializing } = useAuth();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const t = useT();

  if (!valid || preview.isError)
    return (
      <PageHeading title="Caregiver Invitation">
        <Alert tone="error" className="mt-6 max-w-2xl">
          <p>{valid ? errorWords(preview.error, t(M.invitationInvalid)) : t(M.invitationInvalid)}</p>
        </Alert>
      </PageHeading>
    );
  if (preview.isPending || initializing)
    return (
      <PageHeading title="Caregiver Invitation">
        <p role="status" className="mt-6">
          Loading the invitation…
        </p>
      </PageHeading>
    );
  const { patientName, email, permissions, expiresAt } = preview.data;
  if (accept.isSuccess)
    return (
      <PageHeading title={`You can now help ${patientName}`}>
        <Alert tone="success" className="mt-6 max-w-2xl">
          <p>
            {patientName} chose what you may do. You will find them under People you help, in your settings.
          </p>
        </Alert>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.patientSettings}>Go to My Settings</Link>
        </Button>
      </PageHeading>
    );

  const signIn = () => {
    saveIntendedRoute(`${pathname}${search}`);
    void navigate(paths.auth);
  };
  return (
    <PageHeading
      title={`${patientName} would like your help`}
      intro={`${patientName} has invited you to help them on CareConnect. You can stop at any time, and so can they.`}
    >
      <Card className="mt-6 max-w-2xl text-lg">
        <h2 className="text-2xl">What you will be able to do</h2>
        <ul className="mt-3 list-disc pl-6">
          {permissions.map((p) => (
            <li key={p}>{CAREGIVER_PERMISSION_LABELS[p]}</li>
          ))}
        </ul>
        <p className="mt-4">
          This invitation was sent to <strong className="break-all">{email}</strong> and works until{' '}
          {practiceDate(expiresAt)}.
        </p>
        {accept.isError && (
          <Alert tone="error" className="mt-4">
            <p>{errorWords(accept.error, 'We could not accept the invitation. Please try again.')}</p>
          </Alert>
        )}
        <div className="mt-6">
          {user ? (
            <Button size="lg" onClick={() => accept.mutate(token)} disabled={accept.isPending}>
              {accept.isPending ? 'Accepting...' : 'Accept Invitation'}
            </Button>
          ) : (
            <>
              <p className="mb-3">Sign in, or create a patient account, with {email} to accept.</p>
              <Button size="lg" onClick={signIn}>
                Sign In to Accept
              </Button>
            </>
          )}
        </div>
      </Card>
    </PageHeading>
  );
}
