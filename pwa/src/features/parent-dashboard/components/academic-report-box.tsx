import { Trans, useLingui } from '@lingui/react/macro';
import { CUSTOM_REPORT_PATH, EMPTY } from '@portal/contract';
import { useState } from 'react';
import { useAcademicReports } from '../api/get-academic-reports.ts';
import { downloadAcademicReport } from '../api/download-academic-report.ts';
import { CallState } from './call-state.tsx';

/** Spec 2.6: pick a report and download it (a standard one by form post, a custom one from its own link). */
export function AcademicReportBox({ username }: { username: string }) {
  const { i18n } = useLingui();
  const reports = useAcademicReports(username);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className="parent-dashboard__box" aria-labelledby="academic-report-title">
      <h2 id="academic-report-title" className="parent-dashboard__box-title">
        <Trans>Academic Report</Trans>
      </h2>
      <CallState result={reports}>
        {(list) => {
          if (list.length === 0) return <p>{i18n._(EMPTY.noRecords)}</p>;
          const report = list.find((item) => item.FILENAME === chosen) ?? list[0]!;
          const custom = report.FILE_PATH === CUSTOM_REPORT_PATH && report.FILE_ID;
          return (
            <>
              <label className="field-label" htmlFor="academic-report">
                <Trans>Report</Trans>
              </label>
              <select id="academic-report" className="text-input" value={report.FILENAME} onChange={(event) => setChosen(event.target.value)}>
                {list.map((item) => (
                  <option key={item.FILENAME} value={item.FILENAME}>
                    {item.FILENAME}
                  </option>
                ))}
              </select>
              {custom ? (
                <a className="button button--small parent-dashboard__download" href={report.FILE_ID!} target="_blank" rel="noopener noreferrer">
                  <Trans>Download Report</Trans>
                </a>
              ) : (
                <button
                  type="button"
                  className="button button--small parent-dashboard__download"
                  disabled={busy}
                  onClick={() => {
                    setBusy(true);
                    void downloadAcademicReport({ username, filename: report.FILENAME }).finally(() => setBusy(false));
                  }}
                >
                  <Trans>Download Report</Trans>
                </button>
              )}
            </>
          );
        }}
      </CallState>
    </section>
  );
}
