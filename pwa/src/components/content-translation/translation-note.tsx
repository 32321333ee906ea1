import { useLingui } from '@lingui/react/macro';
import type { TranslationKind } from '@portal/contract';
import { usePageLanguage } from './texts-shown.ts';
import './translation-note.css';

type TranslationNoteProps = {
  kind: TranslationKind;
  showingOriginal: boolean;
  onToggleOriginal: () => void;
  /** The id of what the texts belong to (a card's title), which describes the button in a list of them. */
  describedBy?: string;
  /** The id of the texts the button swaps. */
  controls?: string;
};

/**
 * What a reader is told about the language of a post's or an event's texts (issue 28), in the
 * language of the page: "Not translated yet" over the English while there is no translation
 * into theirs, or "Machine translated" with a button that swaps the English original in and
 * back. Nothing for texts as written or translated by a person.
 */
export function TranslationNote({ kind, showingOriginal, onToggleOriginal, describedBy, controls }: TranslationNoteProps) {
  const { t } = useLingui();
  const page = usePageLanguage();
  // A copy saved while another language was read may say 'missing': in English, its English needs no note.
  if (kind === 'missing' && page !== 'en') return <p className="translation-note">{t`Not translated yet`}</p>;
  if (kind !== 'machine') return null;
  return (
    <p className="translation-note">
      <span>{t`Machine translated`}</span>
      <button
        type="button"
        className="link-button"
        aria-describedby={describedBy}
        aria-controls={controls}
        onClick={onToggleOriginal}
      >
        {showingOriginal ? t`Show translation` : t`Show original`}
      </button>
    </p>
  );
}
