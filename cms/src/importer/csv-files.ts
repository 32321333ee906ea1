import fs from 'node:fs';
import path from 'node:path';

/** One CSV file of an import folder: its header, and its rows as cells by column. */
export interface CsvFile {
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
}

/** RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled. */
const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvOf = ({ columns, rows }: CsvFile): string =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n') + '\r\n';

/**
 * Writes the files (name without .csv -> file) into a folder, made when missing, and the other
 * files (a path inside the folder -> bytes: the reports' PDFs); returns the folder.
 */
export const writeImportFolder = (folder: string, files: Record<string, CsvFile>, otherFiles: Record<string, Buffer> = {}): string => {
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, file] of Object.entries(files)) fs.writeFileSync(path.join(folder, `${name}.csv`), csvOf(file));
  for (const [relative, bytes] of Object.entries(otherFiles)) {
    const file = path.join(folder, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
  return folder;
};

/** The OneRoster 1.2 headers, in the order of the specification's CSV binding. */
export const ONEROSTER_COLUMNS = {
  manifest: ['propertyName', 'value'],
  orgs: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  users: [
    'sourcedId', 'status', 'dateLastModified', 'enabledUser', 'username', 'userIds', 'givenName', 'familyName', 'middleName',
    'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password', 'userMasterIdentifier', 'resourceSourcedIds',
    'preferredGivenName', 'preferredMiddleName', 'preferredFamilyName', 'primaryOrgSourcedId', 'pronouns',
  ],
  roles: ['sourcedId', 'status', 'dateLastModified', 'userSourcedId', 'roleType', 'role', 'beginDate', 'endDate', 'orgSourcedId', 'userProfileSourcedId'],
} as const;

/** manifest.csv for OneRoster 1.2 with these files in bulk or delta mode (every other file absent). */
export const manifestOf = (files: Record<string, 'bulk' | 'delta'>, systemName = 'Portal demo school system'): CsvFile => ({
  columns: ONEROSTER_COLUMNS.manifest,
  rows: [
    { propertyName: 'manifest.version', value: '1.0' },
    { propertyName: 'oneroster.version', value: '1.2' },
    ...['academicSessions', 'categories', 'classes', 'classResources', 'courseResources', 'courses', 'demographics', 'enrollments',
      'lineItemLearningObjectiveIds', 'lineItems', 'lineItemScoreScales', 'orgs', 'resources', 'resultLearningObjectiveIds', 'results',
      'resultScoreScales', 'roles', 'scoreScales', 'userProfiles', 'userResources', 'users'].map((name) => ({
      propertyName: `file.${name}`,
      value: files[name] ?? 'absent',
    })),
    { propertyName: 'source.systemName', value: systemName },
    { propertyName: 'source.systemCode', value: '' },
  ],
});
