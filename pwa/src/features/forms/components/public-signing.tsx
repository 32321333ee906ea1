import { Trans, useLingui } from '@lingui/react/macro';
import type { LinkSignedRecord } from '@portal/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { usePageLanguage } from '@/components/content-translation/texts-shown.ts';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { downloadLinkAttachment } from '../api/download-attachment.ts';
import { downloadSignedCopy, usePublicSigning, useSignByLink, type PublicSigningCall } from '../api/public-signing.ts';
import { FormAttachments } from './form-attachments.tsx';
import { FormTexts, shownTitle, translationShown, useTranslatedStatement } from './form-translation.tsx';
import { SigningForm, type Signature } from './signing-form.tsx';
import './forms.css';

/**
 * Said once the link's form is signed, and focused: the page has nothing else to do but offer
 * the signed copy (made by a job within moments; until then the server says to try again).
 */
function SignedNow({ signed, title }: { signed: LinkSignedRecord; title: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    note.current?.focus();
  }, []);
  function download() {
    setDownloading(true);
    setFailure(null);
    downloadSignedCopy(signed.signed_copy_url, title)
      .catch(setFailure)
      .finally(() => setDownloading(false));
  }
  return (
    <div>
      <p className="form-note" ref={note} tabIndex={-1} role="status">
        <Trans>
          Signed on <DateDisplay value={signed.signed_at} withTime />. A receipt was emailed to you.
        </Trans>
      </p>
      <p>
        <button type="button" className="link-button" aria-busy={downloading} disabled={downloading} onClick={download}>
          <Trans>Download the signed copy</Trans>
        </button>
      </p>
      {failure ? <ErrorMessage error={failure} /> : null}
    </div>
  );
}

/** A refusal the person cannot cure by trying again (a link altered or expired) is shown without 'Try again'. */
const mayRetry = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The page an emailed signing link opens, without sign-in: the form for the child the link
 * names, with the same questions and signature step as the signed-in page (any name may be
 * typed: the link stands for the recipient). A used link says only when it was signed, never
 * what was answered (a forwarded link must not show it); a closed form says so; an altered or
 * expired link shows the server's words.
 */
export function PublicSigning({ call, token }: { call: PublicSigningCall; token: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const signing = usePublicSigning(call, token, usePageLanguage());
  const translatedStatement = useTranslatedStatement();
  const sign = useSignByLink(call, token);

  if (sign.data) return <SignedNow signed={sign.data} title={signing.data?.state === 'open' ? signing.data.form.title : ''} />;
  if (signing.isPending) return <Loading label={t`Loading form…`} />;
  if (signing.isError)
    return <ErrorMessage error={signing.error} onRetry={mayRetry(signing.error) ? () => void signing.refetch() : undefined} />;

  const record = signing.data;
  if (record.state === 'signed') {
    return (
      <p className="form-note">
        <Trans>
          This form was signed on <DateDisplay value={record.signed_at} withTime />.
        </Trans>
      </p>
    );
  }
  if (record.state === 'closed') {
    return (
      <section aria-labelledby={titleId}>
        <h2 id={titleId}>{record.title}</h2>
        <p className="form-note">
          <Trans>This form is closed.</Trans>
        </p>
      </section>
    );
  }

  const { form, student_name: childName } = record;
  const translation = form.translation ?? null;
  function onSign(signature: Signature) {
    sign.mutate({
      ...signature,
      content_hash: form.content_hash,
      // The translation read beside the English, if any: its hash is kept with the answer.
      ...translationShown(translation),
      device_time: new Date().toISOString(),
    });
  }
  return (
    <article className="public-signing" aria-labelledby={titleId}>
      <h2 id={titleId}>{shownTitle({ title: form.title, translation })}</h2>
      <p className="card__meta">
        <span>
          <Trans>For {childName}</Trans>
        </span>
        <span>
          <Trans>
            Due <DateDisplay value={form.due_at} withTime />
          </Trans>
        </span>
      </p>
      <FormTexts title={form.title} body={form.body} translation={translation} />
      <FormAttachments
        attachments={form.attachments}
        download={(attachment) => downloadLinkAttachment(call, token, attachment)}
      />
      {form.open ? (
        <SigningForm
          questions={form.questions}
          nameLabel={t`Type your full name`}
          nameProblem={(typed) => (typed.trim() ? null : t`Type your full name to sign.`)}
          statements={[record.statement]}
          translation={translation}
          statementTranslations={[translatedStatement(translation, form.signer_name, childName)]}
          pending={sign.isPending}
          serverError={sign.error}
          onSign={onSign}
        />
      ) : (
        <p className="form-note">
          <Trans>This form is closed.</Trans>
        </p>
      )}
    </article>
  );
}
