import { Link } from '@/components/ui/link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** An address that names no place or page this person may open: the spec's empty text and a way back. */
export function UnknownAddress({ wayBack }: { wayBack: { href: string; label: string } }) {
  return (
    <div role="status">
      <EmptyState />
      <p>
        <Link className="button" to={wayBack.href}>
          {wayBack.label}
        </Link>
      </p>
    </div>
  );
}
