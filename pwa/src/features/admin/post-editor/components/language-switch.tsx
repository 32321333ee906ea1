import { Radio, RadioGroup } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';
import { CONTENT_TRANSLATION_MESSAGES, LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@portal/contract';
import { useId } from 'react';
import './language-switch.css';

type LanguageSwitchProps = {
  value: Language;
  onChange: (language: Language) => void;
  /** A post not saved yet has no translations: the switch shows, but waits for the English. */
  disabled: boolean;
};

/**
 * Which language of a post the editor shows (issue 28): English, the post as written, or one of
 * its translations. Each language is named in itself, in its own language, as the Language
 * control at the foot of the page names them.
 */
export function LanguageSwitch({ value, onChange, disabled }: LanguageSwitchProps) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  return (
    <div className="language-switch">
      <RadioGroup
        label={t`Language of the texts`}
        inline
        selectedValue={value}
        disabled={disabled}
        aria-describedby={disabled ? hintId : undefined}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) onChange(chosen);
        }}
      >
        {LANGUAGES.map((language) => (
          <Radio key={language} value={language} labelElement={<span lang={language}>{LANGUAGE_NAMES[language]}</span>} />
        ))}
      </RadioGroup>
      {disabled ? (
        <p id={hintId} className="language-switch__hint">
          {i18n._(CONTENT_TRANSLATION_MESSAGES.englishFirst)}
        </p>
      ) : null}
    </div>
  );
}
