import { excerptFromHtml, postTranslationInput, type PostTranslationInput, type PostTranslationRecord } from '@portal/contract';
import { formErrors } from '@/features/admin/lib/form-errors.ts';

/** What a translation's form holds while an editor writes it. */
export type TranslationForm = {
  title: string;
  content_html: string;
  excerpt: string;
  /** As the post's excerpt (admin spec 5): it follows the content until someone edits it. */
  excerptEdited: boolean;
  /** Empty: the picture only decorates, in every language. */
  featured_img_alt: string;
};

export type TranslationFormErrors = Partial<Record<keyof TranslationForm, string>>;

/** The stored translation's texts, or empty fields for a language the post has none in yet. */
export function translationFormOf(stored: PostTranslationRecord | undefined): TranslationForm {
  if (!stored) return { title: '', content_html: '', excerpt: '', excerptEdited: false, featured_img_alt: '' };
  return {
    title: stored.title,
    content_html: stored.content_html,
    excerpt: stored.excerpt,
    excerptEdited: stored.excerpt !== '' && stored.excerpt !== excerptFromHtml(stored.content_html),
    featured_img_alt: stored.featured_img_alt ?? '',
  };
}

/** A change of one field, with the excerpt following the content as the post editor's does. */
export function withTranslationChange<K extends keyof TranslationForm>(
  form: TranslationForm,
  field: K,
  value: TranslationForm[K],
): TranslationForm {
  const next = { ...form, [field]: value };
  if (field === 'content_html' && !form.excerptEdited) next.excerpt = excerptFromHtml(String(value));
  if (field === 'excerpt') next.excerptEdited = true;
  return next;
}

/** The body's `data` of `PUT posts/{id}/translations/{language}`: an empty picture description is none. */
export function translationWriteData(form: TranslationForm): PostTranslationInput {
  return {
    title: form.title,
    content_html: form.content_html,
    excerpt: form.excerpt,
    featured_img_alt: form.featured_img_alt.trim() === '' ? null : form.featured_img_alt,
  };
}

/** The contract's rules of a translation (a title and some content): the BFF answers the same messages. */
export function translationFormErrors(form: TranslationForm): TranslationFormErrors {
  return formErrors(postTranslationInput, translationWriteData(form));
}
