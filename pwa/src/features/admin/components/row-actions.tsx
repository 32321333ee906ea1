import { Button, Classes, Intent } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/components/ui/link.tsx';

type RowActionsProps = {
  /** The row as its buttons name it ('Term 4 highlights', 'place Visual Arts'). */
  name: string;
  editHref: string;
  /** Left out where the row may not be deleted (an answered permission form): no Delete button then. */
  onDelete?: () => void;
  className?: string;
};

/** An admin table row's Edit link (to the editor's route) and, when it may be deleted, its Delete button (which asks first). */
export function RowActions({ name, editHref, onDelete, className }: RowActionsProps) {
  const { t } = useLingui();
  return (
    <div className={className}>
      <Link className={`${Classes.BUTTON} ${Classes.SMALL}`} to={editHref} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Link>
      {onDelete && (
        <Button
          size="small"
          intent={Intent.DANGER}
          variant="minimal"
          text={t`Delete`}
          aria-label={t`Delete ${name}`}
          onClick={onDelete}
        />
      )}
    </div>
  );
}
