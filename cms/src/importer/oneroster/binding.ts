/**
 * The 1EdTech OneRoster CSV Binding 1.2 (corrected as 1.2.1) as data: its files, each file's
 * columns in the binding's order with what a cell must hold, and what each reference names.
 * check-package.ts and check-references.ts apply it to every file of a package, the ones the
 * portal uses and the ones it only reads (README.md: "Rules of the binding").
 */

/** The binding's data files, in the manifest's order. */
export const BINDING_FILES = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectiveIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectiveIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
] as const;
export type BindingFile = (typeof BINDING_FILES)[number];

export const isBindingFile = (name: string): name is BindingFile => (BINDING_FILES as readonly string[]).includes(name);

/**
 * What a cell holds (the binding's "Format"): `guid` and `guidRef` are at most 255 of
 * 0-9 a-z A-Z . - _ / @; `typedIds` is `{type:id}` items (users.userIds), `scoreScaleValues`
 * `{left:right}` items; lists are comma-separated inside one cell.
 */
export type CellFormat =
  | 'guid'
  | 'guidRef'
  | 'guidRefList'
  | 'id'
  | 'string'
  | 'stringList'
  | 'typedIds'
  | 'scoreScaleValues'
  | 'enum'
  | 'enumList'
  | 'boolean'
  | 'date'
  | 'dateTime'
  | 'year'
  | 'float'
  | 'integer';

/** 'delta': the binding's "Yes for Delta", required in a delta file and blank in a bulk one. */
export type Required = 'yes' | 'delta' | 'no';

export interface BindingColumn {
  name: string;
  required: Required;
  format: CellFormat;
  /** enum and enumList: the binding's values. */
  values?: readonly string[];
  /** "This vocabulary may be extended": other values are accepted when written as ext:<value>. */
  extensible?: boolean;
  /** guidRef and guidRefList: the file whose sourcedId the cell names. */
  refersTo?: BindingFile;
}

export interface BindingTable {
  columns: readonly BindingColumn[];
  /** Lists whose items go in pairs: when either is given, both are, with as many items. */
  pairedLists?: readonly (readonly [string, string])[];
}

const col = (name: string, required: Required, format: CellFormat, more: Partial<BindingColumn> = {}): BindingColumn => ({
  name,
  required,
  format,
  ...more,
});
const ref = (name: string, required: Required, refersTo: BindingFile, list = false): BindingColumn =>
  col(name, required, list ? 'guidRefList' : 'guidRef', { refersTo });
const oneOf = (name: string, required: Required, values: readonly string[], extensible = false): BindingColumn =>
  col(name, required, 'enum', { values, extensible });

/** Every data file starts with these three (status and dateLastModified: delta files only). */
const record = (sourcedId: BindingColumn = col('sourcedId', 'yes', 'guid')): BindingColumn[] => [
  sourcedId,
  oneOf('status', 'delta', ['active', 'tobedeleted']),
  col('dateLastModified', 'delta', 'dateTime'),
];

const TRUE_FALSE = ['true', 'false'] as const;
const LEARNING_OBJECTIVE_SOURCES = ['case', 'unknown'] as const;

export const BINDING: Record<BindingFile, BindingTable> = {
  academicSessions: {
    columns: [
      ...record(),
      col('title', 'yes', 'string'),
      oneOf('type', 'yes', ['gradingPeriod', 'semester', 'schoolYear', 'term'], true),
      col('startDate', 'yes', 'date'),
      col('endDate', 'yes', 'date'),
      ref('parentSourcedId', 'no', 'academicSessions'),
      col('schoolYear', 'yes', 'year'),
    ],
  },
  categories: { columns: [...record(), col('title', 'yes', 'string'), col('weight', 'no', 'integer')] },
  classes: {
    columns: [
      ...record(),
      col('title', 'yes', 'string'),
      col('grades', 'no', 'stringList'),
      ref('courseSourcedId', 'yes', 'courses'),
      col('classCode', 'no', 'string'),
      oneOf('classType', 'yes', ['homeroom', 'scheduled'], true),
      col('location', 'no', 'string'),
      ref('schoolSourcedId', 'yes', 'orgs'),
      ref('termSourcedIds', 'yes', 'academicSessions', true),
      col('subjects', 'no', 'stringList'),
      col('subjectCodes', 'no', 'stringList'),
      col('periods', 'no', 'stringList'),
    ],
    pairedLists: [['subjects', 'subjectCodes']],
  },
  classResources: {
    columns: [
      ...record(),
      col('title', 'no', 'string'),
      ref('classSourcedId', 'yes', 'classes'),
      ref('resourceSourcedId', 'yes', 'resources'),
    ],
  },
  courses: {
    columns: [
      ...record(),
      ref('schoolYearSourcedId', 'no', 'academicSessions'),
      col('title', 'yes', 'string'),
      col('courseCode', 'no', 'string'),
      col('grades', 'no', 'stringList'),
      ref('orgSourcedId', 'yes', 'orgs'),
      col('subjects', 'no', 'stringList'),
      col('subjectCodes', 'no', 'stringList'),
    ],
    pairedLists: [['subjects', 'subjectCodes']],
  },
  courseResources: {
    columns: [
      ...record(),
      col('title', 'no', 'string'),
      ref('courseSourcedId', 'yes', 'courses'),
      ref('resourceSourcedId', 'yes', 'resources'),
    ],
  },
  demographics: {
    // A person's demographics carry the person's own sourcedId.
    columns: [
      ...record(ref('sourcedId', 'yes', 'users')),
      col('birthDate', 'no', 'date'),
      oneOf('sex', 'no', ['male', 'female', 'unspecified', 'other'], true),
      oneOf('americanIndianOrAlaskaNative', 'no', TRUE_FALSE),
      oneOf('asian', 'no', TRUE_FALSE),
      oneOf('blackOrAfricanAmerican', 'no', TRUE_FALSE),
      oneOf('nativeHawaiianOrOtherPacificIslander', 'no', TRUE_FALSE),
      oneOf('white', 'no', TRUE_FALSE),
      oneOf('demographicRaceTwoOrMoreRaces', 'no', TRUE_FALSE),
      oneOf('hispanicOrLatinoEthnicity', 'no', TRUE_FALSE),
      col('countryOfBirthCode', 'no', 'string'),
      col('stateOfBirthAbbreviation', 'no', 'string'),
      col('cityOfBirth', 'no', 'string'),
      col('publicSchoolResidenceStatus', 'no', 'string'),
    ],
  },
  enrollments: {
    columns: [
      ...record(),
      ref('classSourcedId', 'yes', 'classes'),
      ref('schoolSourcedId', 'yes', 'orgs'),
      ref('userSourcedId', 'yes', 'users'),
      oneOf('role', 'yes', ['administrator', 'proctor', 'student', 'teacher'], true),
      oneOf('primary', 'no', TRUE_FALSE),
      col('beginDate', 'no', 'date'),
      col('endDate', 'no', 'date'),
    ],
  },
  lineItemLearningObjectiveIds: {
    columns: [
      ...record(),
      ref('lineItemSourcedId', 'yes', 'lineItems'),
      oneOf('source', 'yes', LEARNING_OBJECTIVE_SOURCES, true),
      col('learningObjectiveId', 'yes', 'string'),
    ],
  },
  lineItems: {
    columns: [
      ...record(),
      col('title', 'yes', 'string'),
      col('description', 'no', 'string'),
      col('assignDate', 'yes', 'date'),
      col('dueDate', 'yes', 'date'),
      ref('classSourcedId', 'yes', 'classes'),
      ref('categorySourcedId', 'yes', 'categories'),
      ref('academicSessionSourcedId', 'yes', 'academicSessions'),
      col('resultValueMin', 'no', 'float'),
      col('resultValueMax', 'no', 'float'),
      ref('schoolSourcedId', 'yes', 'orgs'),
    ],
  },
  lineItemScoreScales: {
    columns: [
      ...record(),
      col('title', 'no', 'string'),
      ref('lineItemSourcedId', 'yes', 'lineItems'),
      ref('scoreScaleSourcedId', 'yes', 'scoreScales'),
    ],
  },
  orgs: {
    columns: [
      ...record(),
      col('name', 'yes', 'string'),
      oneOf('type', 'yes', ['department', 'school', 'district', 'local', 'state', 'national'], true),
      col('identifier', 'no', 'string'),
      ref('parentSourcedId', 'no', 'orgs'),
    ],
  },
  resources: {
    columns: [
      ...record(),
      col('vendorResourceId', 'yes', 'id'),
      col('title', 'no', 'string'),
      col('roles', 'no', 'enumList', {
        values: ['administrator', 'aide', 'guardian', 'parent', 'proctor', 'relative', 'student', 'teacher'],
        extensible: true,
      }),
      oneOf('importance', 'no', ['primary', 'secondary']),
      col('vendorId', 'no', 'id'),
      col('applicationId', 'no', 'id'),
    ],
  },
  resultLearningObjectiveIds: {
    columns: [
      ...record(),
      ref('resultSourcedId', 'yes', 'results'),
      oneOf('source', 'yes', LEARNING_OBJECTIVE_SOURCES, true),
      col('learningObjectiveId', 'yes', 'string'),
      col('score', 'no', 'float'),
      col('textScore', 'no', 'string'),
    ],
  },
  results: {
    columns: [
      ...record(),
      ref('lineItemSourcedId', 'yes', 'lineItems'),
      ref('studentSourcedId', 'yes', 'users'),
      oneOf('scoreStatus', 'yes', ['exempt', 'fully graded', 'not submitted', 'partially graded', 'submitted'], true),
      col('score', 'no', 'float'),
      col('scoreDate', 'yes', 'date'),
      col('comment', 'no', 'string'),
      col('textScore', 'no', 'string'),
      ref('classSourcedId', 'no', 'classes'),
      oneOf('inProgress', 'no', TRUE_FALSE),
      oneOf('incomplete', 'no', TRUE_FALSE),
      oneOf('late', 'no', TRUE_FALSE),
      oneOf('missing', 'no', TRUE_FALSE),
    ],
  },
  resultScoreScales: {
    columns: [
      ...record(),
      col('title', 'no', 'string'),
      ref('resultSourcedId', 'yes', 'results'),
      ref('scoreScaleSourcedId', 'yes', 'scoreScales'),
    ],
  },
  roles: {
    columns: [
      ...record(),
      ref('userSourcedId', 'yes', 'users'),
      oneOf('roleType', 'yes', ['primary', 'secondary']),
      oneOf(
        'role',
        'yes',
        [
          'aide',
          'counselor',
          'districtAdministrator',
          'guardian',
          'parent',
          'principal',
          'proctor',
          'relative',
          'siteAdministrator',
          'student',
          'systemAdministrator',
          'teacher',
        ],
        true,
      ),
      col('beginDate', 'no', 'date'),
      col('endDate', 'no', 'date'),
      ref('orgSourcedId', 'yes', 'orgs'),
      ref('userProfileSourcedId', 'no', 'userProfiles'),
    ],
  },
  scoreScales: {
    columns: [
      ...record(),
      col('title', 'yes', 'string'),
      col('type', 'yes', 'string'),
      ref('orgSourcedId', 'yes', 'orgs'),
      ref('courseSourcedId', 'yes', 'courses'),
      ref('classSourcedId', 'yes', 'classes'),
      col('scoreScaleValue', 'yes', 'scoreScaleValues'),
    ],
  },
  userProfiles: {
    columns: [
      ...record(),
      ref('userSourcedId', 'yes', 'users'),
      col('profileType', 'yes', 'string'),
      col('vendorId', 'yes', 'string'),
      col('applicationId', 'no', 'string'),
      col('description', 'no', 'string'),
      col('credentialType', 'yes', 'string'),
      col('username', 'yes', 'string'),
      col('password', 'no', 'string'),
    ],
  },
  userResources: {
    columns: [
      ...record(),
      ref('userSourcedId', 'yes', 'users'),
      ref('orgSourcedId', 'no', 'orgs'),
      ref('classSourcedId', 'no', 'classes'),
      ref('resourceSourcedId', 'yes', 'resources'),
    ],
  },
  users: {
    columns: [
      ...record(),
      col('enabledUser', 'yes', 'boolean'),
      col('username', 'yes', 'string'),
      col('userIds', 'no', 'typedIds'),
      col('givenName', 'yes', 'string'),
      col('familyName', 'yes', 'string'),
      col('middleName', 'no', 'string'),
      col('identifier', 'no', 'string'),
      col('email', 'no', 'string'),
      col('sms', 'no', 'string'),
      col('phone', 'no', 'string'),
      ref('agentSourcedIds', 'no', 'users', true),
      col('grades', 'no', 'stringList'),
      col('password', 'no', 'string'),
      col('userMasterIdentifier', 'no', 'string'),
      ref('resourceSourcedIds', 'no', 'resources', true),
      col('preferredGivenName', 'no', 'string'),
      col('preferredMiddleName', 'no', 'string'),
      col('preferredFamilyName', 'no', 'string'),
      ref('primaryOrgSourcedId', 'no', 'orgs'),
      col('pronouns', 'no', 'string'),
    ],
  },
};

/** A list cell's items (the binding separates them with commas), trimmed. */
export const listItems = (value: string): string[] => value.split(',').map((item) => item.trim());

/** The binding's header of a file: every column, in its order. */
export const bindingColumns = (file: BindingFile): string[] => BINDING[file].columns.map((column) => column.name);

/** manifest.csv: propertyName,value; these properties once each (file.<name> for every data file). */
export const MANIFEST_COLUMNS = ['propertyName', 'value'] as const;
export const MANIFEST_VERSION = '1.0';
export const ONEROSTER_VERSION = '1.2';
export const MANIFEST_MODES = ['absent', 'bulk', 'delta'] as const;
export type ManifestMode = (typeof MANIFEST_MODES)[number];
export const OPTIONAL_MANIFEST_PROPERTIES = ['source.systemName', 'source.systemCode'] as const;
