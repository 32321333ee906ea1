import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';
import type { Language, PostRecord, TranslatedLanguage } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { usePostTranslations } from '../api/post-translations.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { TranslationEditor } from './translation-editor.tsx';

type PostLanguagesProps = {
  /** The post as written, in English, once saved; undefined for a new post. */
  post: PostRecord | undefined;
  /** The English editor. */
  children: ReactNode;
};

/**
 * The post editor in each of the portal's languages (issue 28): the language switch above the
 * fields, the English editor for English, a translation's form for another. Every language
 * opened keeps its form, hidden while another is shown, so switching never loses what was
 * typed and not saved yet.
 */
export function PostLanguages({ post, children }: PostLanguagesProps) {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState<Language>('en');
  const [opened, setOpened] = useState<readonly TranslatedLanguage[]>([]);
  const translations = usePostTranslations(post?.postUid ?? '', post !== undefined && opened.length > 0);

  const show = (language: Language) => {
    setShown(language);
    if (language !== 'en' && !opened.includes(language)) setOpened([...opened, language]);
  };

  return (
    <>
      <LanguageSwitch value={shown} onChange={show} disabled={post === undefined} />
      <div hidden={shown !== 'en'}>{children}</div>
      {post
        ? opened.map((language) => (
            <div key={language} hidden={shown !== language}>
              {translations.isError ? (
                <Callout intent={Intent.DANGER} title={t`The translations cannot be opened`}>
                  {i18n._(translations.error.message)}
                </Callout>
              ) : translations.data ? (
                <TranslationEditor
                  post={post}
                  language={language}
                  stored={translations.data.find((translation) => translation.language === language)}
                />
              ) : (
                <Spinner size={40} aria-label={t`Loading`} />
              )}
            </div>
          ))
        : null}
    </>
  );
}
