import { Trans, useLingui } from '@lingui/react/macro';
import {
  consentStatement,
  type FormQuestion,
  type FormSignatureTranslation,
  type FormTranslationRecord,
  type TranslatedQuestionRecord,
} from '@portal/contract';
import { useId } from 'react';
import { languageAttributes, usePageLanguage } from '@/components/content-translation/texts-shown.ts';

/**
 * A permission form shown machine-translated (issue 30): the translation into the signer's
 * language beside the English original, each labelled ("Machine translation", "Original
 * (English)"): side by side on a wide screen, one after the other on a phone. The English is what
 * is signed (its hash, and the statement's); the translation's hash goes with the signature too.
 */

type FormTextsProps = {
  /** The form's English title and body (sanitised by the server, as a notice's). */
  title: string;
  body: string;
  translation: FormTranslationRecord | null;
};

/** The form's text: the English alone, as it always was, or the translation beside it. */
export function FormTexts({ title, body, translation }: FormTextsProps) {
  const page = usePageLanguage();
  const translationId = useId();
  const originalId = useId();
  if (!translation) {
    // The body is sanitised by the server with the rich-text allow-list before it is stored, as a notice's is.
    return <div className="rich-text form-body" dir="auto" dangerouslySetInnerHTML={{ __html: body }} />;
  }
  return (
    <div className="form-texts">
      <p className="form-texts__note">
        <Trans>This form was translated by a machine. You sign the English original.</Trans>
      </p>
      <section className="form-texts__text" aria-labelledby={translationId}>
        <h2 className="form-texts__label" id={translationId}>
          <Trans>Machine translation</Trans>
        </h2>
        <div {...languageAttributes(translation.language, page)}>
          <p className="form-texts__title">{translation.title}</p>
          {/* Sanitised by the server, as the English body is. */}
          <div className="rich-text form-body" dangerouslySetInnerHTML={{ __html: translation.body }} />
        </div>
      </section>
      <section className="form-texts__text form-texts__text--original" aria-labelledby={originalId}>
        <h2 className="form-texts__label" id={originalId}>
          <Trans>Original (English)</Trans>
        </h2>
        <div {...languageAttributes('en', page)}>
          <p className="form-texts__title">{title}</p>
          <div className="rich-text form-body" dangerouslySetInnerHTML={{ __html: body }} />
        </div>
      </section>
    </div>
  );
}

/** The title a form is headed with: its translation's when there is one (the English is in the original beside it). */
export const shownTitle = (form: { title: string; translation: FormTranslationRecord | null }): string =>
  form.translation?.title ?? form.title;

/** What a signature says of the translation shown: its language and hash, or nothing when none was. */
export const translationShown = (translation: FormTranslationRecord | null): { translation?: FormSignatureTranslation } =>
  translation ? { translation: { language: translation.language, content_hash: translation.content_hash } } : {};

/** A question's translated texts, by the English question's id. */
export type QuestionTranslations = {
  language: FormTranslationRecord['language'];
  byId: ReadonlyMap<string, TranslatedQuestionRecord>;
};

export const questionTranslationsOf = (translation: FormTranslationRecord | null | undefined): QuestionTranslations | null =>
  translation
    ? { language: translation.language, byId: new Map(translation.questions.map((question) => [question.id, question])) }
    : null;

/**
 * A question's label, or one of a choice's options: the translation, then the English it stands
 * for (the English option is what is stored as the answer, whatever language it was read in).
 */
export function TranslatedText({
  english,
  translated,
  language,
}: {
  english: string;
  translated: string | undefined;
  language: FormTranslationRecord['language'] | undefined;
}) {
  const page = usePageLanguage();
  if (translated === undefined || language === undefined) return <>{english}</>;
  return (
    <>
      <span {...languageAttributes(language, page)}>{translated}</span>{' '}
      <span className="form-texts__original" {...languageAttributes('en', page)}>
        ({english})
      </span>
    </>
  );
}

/** A choice question's options with their translations, in the English order. */
export const translatedOptions = (question: FormQuestion, translations: QuestionTranslations | null) => {
  const options = translations?.byId.get(question.id)?.options;
  return (question.options ?? []).map((option, index) => ({ option, translated: options?.[index] }));
};

/**
 * The statement a signer agrees to, in the language of the page: the interface's translation of
 * the contract's one statement (a person's, from the catalog, not the machine's), naming the form
 * by its translated title. Shown under the English, which is what is signed; null when the
 * catalog has no translation of it (the English alone says it).
 */
export function useTranslatedStatement() {
  const { t } = useLingui();
  return (translation: FormTranslationRecord | null, signerName: string, childName: string): string | null => {
    if (!translation) return null;
    const title = translation.title;
    const translated = t`I agree: I, ${signerName}, give the answers above for ${childName} to "${title}", and I may act for ${childName}.`;
    return translated === consentStatement(signerName, childName, title) ? null : translated;
  };
}
