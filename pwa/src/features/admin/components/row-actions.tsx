import { Button, Classes, Intent } from '@blueprintjs/core';
import { Link } from '@/components/ui/link.tsx';

type RowActionsProps = {
  /** The row as its buttons name it ('Term 4 highlights', 'place Visual Arts'). */
  name: string;
  editHref: string;
  onDelete: () => void;
  className?: string;
};

/** An admin table row's Edit link (to the editor's route) and Delete button (which asks first). */
export function RowActions({ name, editHref, onDelete, className }: RowActionsProps) {
  return (
    <div className={className}>
      <Link className={`${Classes.BUTTON} ${Classes.SMALL}`} to={editHref} aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <Button
        size="small"
        intent={Intent.DANGER}
        variant="minimal"
        text="Delete"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      />
    </div>
  );
}
