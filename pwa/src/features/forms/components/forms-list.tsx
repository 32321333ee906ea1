import { Trans, useLingui } from '@lingui/react/macro';
import { formPaths, type FormEntryRecord } from '@portal/contract';
import { Card, CardList } from '@/components/ui/card.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useForms } from '../api/get-forms.ts';
import { FormStatusBadge } from './form-status-badge.tsx';
import './forms.css';

/** Where an entry opens: the form, with its child chosen. */
function formHref(entry: Pick<FormEntryRecord, 'formUid' | 'studentUid'>): string {
  return `${formPaths.formDetails.href({ id: entry.formUid })}?${new URLSearchParams({ student: entry.studentUid })}`;
}

function FormEntry({ entry }: { entry: FormEntryRecord }) {
  const key = `form-${entry.formUid}-${entry.studentUid}`;
  return (
    <Card
      className="post-card form-entry"
      titleId={`${key}-title`}
      title={
        // The child's name and the status are read with the link: two children's entries of one form differ by them.
        <Link to={formHref(entry)} aria-describedby={`${key}-meta`}>
          {entry.title}
        </Link>
      }
    >
      {/* Spaces between the parts, so that they are not read as one word. */}
      <p className="card__meta" id={`${key}-meta`}>
        <FormStatusBadge status={entry.status} /> <span>{entry.student_name}</span>{' '}
        <span>
          <Trans>
            Due <DateDisplay value={entry.due_at} withTime />
          </Trans>
        </span>
      </p>
    </Card>
  );
}

/** A signer's forms: one entry per form and child, in the server's order (newest due first). */
export function FormsList() {
  const { t } = useLingui();
  const forms = useForms();
  if (forms.isPending) return <Loading label={t`Loading forms…`} />;
  if (forms.isError) return <ErrorMessage error={forms.error} onRetry={() => void forms.refetch()} />;
  if (forms.data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__message">
          <Trans>No forms are waiting for you.</Trans>
        </p>
      </div>
    );
  }
  return (
    <CardList>
      {forms.data.map((entry) => (
        <FormEntry key={`${entry.formUid}-${entry.studentUid}`} entry={entry} />
      ))}
    </CardList>
  );
}
