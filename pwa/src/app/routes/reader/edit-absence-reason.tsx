import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { AbsenceReasonForm } from '@/features/absences/components/absence-reason-form.tsx';

/** Spec 2.1 `/absences/edit-absence-reason/:stduentNumber/:id` (the parameter spelled as the spec spells it). */
export default function EditAbsenceReasonRoute() {
  const { t } = useLingui();
  const { stduentNumber, id } = useParams();
  return <Screen title={t`Edit absence reason`}>{stduentNumber && id ? <AbsenceReasonForm studentNumber={stduentNumber} id={id} /> : <EmptyState />}</Screen>;
}
