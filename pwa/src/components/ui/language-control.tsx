import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@portal/contract';
import { useId, useState } from 'react';
import { showInterfaceIn, shownLanguage } from '@/lib/interface-language.ts';
import './language-control.css';

type LanguageControlProps = {
  /** Saves the choice on the person's record (features/auth); rejects when it could not. */
  onChosen: (language: Language) => Promise<unknown>;
  className?: string;
};

/**
 * "Language": the portal's languages, each named in itself (English, العربية, 简体中文,
 * Tiếng Việt), so a person finds theirs whatever the page is shown in. The page changes at
 * once; the choice is saved on the person's record, which their other devices and their
 * emails follow. Outside English the label says "Language" in English too, for whoever
 * opened the portal in a language they cannot read.
 */
export function LanguageControl({ onChosen, className }: LanguageControlProps) {
  const { t } = useLingui();
  const selectId = useId();
  const statusId = useId();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<'not-loaded' | 'not-saved' | null>(null);
  const shown = shownLanguage();

  const change = async (language: Language) => {
    setSaving(true);
    setProblem(null);
    try {
      await showInterfaceIn(language);
    } catch {
      setProblem('not-loaded');
      setSaving(false);
      return;
    }
    try {
      await onChosen(language);
    } catch {
      setProblem('not-saved');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={['language-control', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className="language-control__label">
        {t`Language`}
        {shown === 'en' ? null : <span lang="en"> (Language)</span>}
      </label>
      <select
        id={selectId}
        className="language-control__select"
        value={shown}
        aria-describedby={problem ? statusId : undefined}
        aria-busy={saving}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void change(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={statusId} role="alert" className="language-control__status">
          {problem === 'not-loaded'
            ? t`This language could not be loaded. Try again when you are online.`
            : t`Shown on this device only: your choice could not be saved to your account. Try again when you are online.`}
        </p>
      ) : null}
    </div>
  );
}
