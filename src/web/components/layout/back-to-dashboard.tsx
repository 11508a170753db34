import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';

/** The way back from a dashboard tool to its dashboard, at the top of every such page. */
export function BackToDashboard({ to }: { to: string }) {
  return (
    <Button asChild variant="ghost" className="mt-4 -ml-2">
      <Link to={to}>
        <ArrowLeft aria-hidden className="size-5" />
        Back to Dashboard
      </Link>
    </Button>
  );
}
