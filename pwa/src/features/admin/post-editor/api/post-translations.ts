import type { PostTranslationInput, PostTranslationRecord, TranslatedLanguage } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPostsKey } from '@/features/admin/api/get-admin-posts.ts';
import { translationCountsKey } from '@/features/admin/api/get-translation-counts.ts';
import { api } from '@/lib/api-client.ts';

const translationsPath = (postUid: string) => `posts/${encodeURIComponent(postUid)}/translations`;
const translationPath = (postUid: string, language: TranslatedLanguage) =>
  `${translationsPath(postUid)}/${encodeURIComponent(language)}`;

export const postTranslationsKey = (postUid: string) => ['admin-post-translations', postUid] as const;

/** A post's translations as its editors keep them (the languages it has one in). */
export function usePostTranslations(postUid: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: postTranslationsKey(postUid),
      queryFn: ({ signal }) => api.get<PostTranslationRecord[]>(translationsPath(postUid), { signal }),
      // An editor opens the translations as stored now (another admin, or the machine, may have written one).
      staleTime: 0,
    }),
    enabled,
  });
}

/**
 * What a translation's save or delete changes: the post's translations (the saved one in
 * place of the stored one), the counts of posts not translated yet and the Posts list (its
 * "Not translated into" filter).
 */
function useAfterTranslationWrite(postUid: string) {
  const queryClient = useQueryClient();
  return (language: TranslatedLanguage, saved: PostTranslationRecord | null) => {
    queryClient.setQueryData<PostTranslationRecord[]>(postTranslationsKey(postUid), (stored = []) => [
      ...stored.filter((translation) => translation.language !== language),
      ...(saved ? [saved] : []),
    ]);
    void queryClient.invalidateQueries({ queryKey: translationCountsKey });
    void queryClient.invalidateQueries({ queryKey: adminPostsKey });
  };
}

/** Saves an editor's translation of the post into one language (`{ data }`, as every admin write). */
export function useSavePostTranslation(postUid: string) {
  const afterWrite = useAfterTranslationWrite(postUid);
  return useMutation({
    mutationFn: ({ language, data }: { language: TranslatedLanguage; data: PostTranslationInput }) =>
      api.put<PostTranslationRecord>(translationPath(postUid, language), { data }),
    onSuccess: (saved, { language }) => afterWrite(language, saved),
  });
}

/** Removes the post's translation into one language: readers of it get the English, marked "Not translated yet". */
export function useDeletePostTranslation(postUid: string) {
  const afterWrite = useAfterTranslationWrite(postUid);
  return useMutation({
    mutationFn: (language: TranslatedLanguage) => api.delete<PostTranslationRecord>(translationPath(postUid, language)),
    onSuccess: (_answer, language) => afterWrite(language, null),
  });
}
