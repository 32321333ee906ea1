import { Trans } from '@lingui/react/macro';
import { LANGUAGE_NAMES, type TranslationCountRecord } from '@portal/contract';
import { Fragment } from 'react';
import { formatNumber } from '@/lib/format-number.ts';
import { useTranslationCounts } from '../api/get-translation-counts.ts';

/** 'العربية 3 · 简体中文 5 · Tiếng Việt 2': each language named in itself, with its count. */
function perLanguage(counts: readonly TranslationCountRecord[], count: (record: TranslationCountRecord) => number) {
  return counts.map((record, index) => (
    <Fragment key={record.language}>
      {index > 0 ? ' · ' : null}
      <span lang={record.language}>{LANGUAGE_NAMES[record.language]}</span> {formatNumber(count(record))}
    </Fragment>
  ));
}

/**
 * Above the Posts list: how many of the campus's live and coming published posts each language
 * has no translation in yet, and how many only a machine's (issue 28). The list's "Not
 * translated into" filter finds them. Said only once the counts have come: the list works
 * without them.
 */
export function TranslationCounts() {
  const counts = useTranslationCounts();
  if (!counts.data) return null;
  const untranslated = perLanguage(counts.data, (record) => record.untranslated);
  const machineTranslated = perLanguage(counts.data, (record) => record.machine_translated);
  return (
    <p className="translation-counts" aria-live="polite">
      <Trans>
        Live and coming posts not translated yet: {untranslated} (machine translated: {machineTranslated})
      </Trans>
    </p>
  );
}
