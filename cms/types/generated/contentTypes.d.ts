import type { Schema, Struct } from '@strapi/strapi';

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens';
  info: {
    description: '';
    displayName: 'Api Token';
    name: 'Api Token';
    pluralName: 'api-tokens';
    singularName: 'api-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'content-api'>;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> & Schema.Attribute.DefaultTo<'read-only'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions';
  info: {
    description: '';
    displayName: 'API Token Permission';
    name: 'API Token Permission';
    pluralName: 'api-token-permissions';
    singularName: 'api-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'Permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private;
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>;
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'Role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>;
  };
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions';
  info: {
    description: 'Session Manager storage';
    displayName: 'Session';
    name: 'Session';
    pluralName: 'sessions';
    singularName: 'session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
    i18n: {
      localized: false;
    };
  };
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    childId: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private;
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    status: Schema.Attribute.String & Schema.Attribute.Private;
    type: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens';
  info: {
    description: '';
    displayName: 'Transfer Token';
    name: 'Transfer Token';
    pluralName: 'transfer-tokens';
    singularName: 'transfer-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    expiresAt: Schema.Attribute.DateTime;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions';
  info: {
    description: '';
    displayName: 'Transfer Token Permission';
    name: 'Transfer Token Permission';
    pluralName: 'transfer-token-permissions';
    singularName: 'transfer-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'User';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    preferedLanguage: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String;
  };
}

export interface ApiAbsenceAbsence extends Struct.CollectionTypeSchema {
  collectionName: 'absences';
  info: {
    description: 'Absence of a student on a day (or extended leave).';
    displayName: 'Absence';
    pluralName: 'absences';
    singularName: 'absence';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    absence_date: Schema.Attribute.Date & Schema.Attribute.Required;
    absence_type: Schema.Attribute.Enumeration<['whole_day', 'partial', 'late', 'early_leave', 'extended_leave']> &
      Schema.Attribute.DefaultTo<'whole_day'>;
    arrival_time: Schema.Attribute.Time;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    DAILY_ATTENDANCE_ID: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    departure_time: Schema.Attribute.Time;
    end_date: Schema.Attribute.Date;
    explanation: Schema.Attribute.Text;
    is_verified: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::absence.absence'> & Schema.Attribute.Private;
    notified_by_username: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.String;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAcademicReportAcademicReport extends Struct.CollectionTypeSchema {
  collectionName: 'academic_reports';
  info: {
    description: 'Annual or semester report file of a student.';
    displayName: 'Academic report';
    pluralName: 'academic-reports';
    singularName: 'academic-report';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    FILE_ID: Schema.Attribute.String;
    FILE_PATH: Schema.Attribute.String;
    FILENAME: Schema.Attribute.String & Schema.Attribute.Required;
    LAST_UPDATED: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::academic-report.academic-report'> & Schema.Attribute.Private;
    pdf_file: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAlertDeliveryAlertDelivery extends Struct.CollectionTypeSchema {
  collectionName: 'alert_deliveries';
  info: {
    description: 'One alert to one device: when it was handed to the push service, and when the device acknowledged it (issue 29).';
    displayName: 'Alert delivery';
    pluralName: 'alert-deliveries';
    singularName: 'alert-delivery';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    ack_id: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    acknowledged_at: Schema.Attribute.DateTime;
    alert: Schema.Attribute.String & Schema.Attribute.Required;
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::alert-delivery.alert-delivery'> & Schema.Attribute.Private;
    person: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    sent_at: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['queued', 'sending', 'sent', 'failed', 'gone']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'queued'>;
    status_code: Schema.Attribute.Integer;
    subscription: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAlertAlert extends Struct.CollectionTypeSchema {
  collectionName: 'alerts';
  info: {
    description: 'One alert sent to devices: an emergency broadcast raised or changed, its all-clear, or a notice going live (issue 29).';
    displayName: 'Alert';
    pluralName: 'alerts';
    singularName: 'alert';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    devices: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    email_after: Schema.Attribute.DateTime;
    emailed_at: Schema.Attribute.DateTime;
    error: Schema.Attribute.Text;
    finished_at: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['emergency', 'all-clear', 'notice']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::alert.alert'> & Schema.Attribute.Private;
    message: Schema.Attribute.Text;
    occasion: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    people: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['Queued', 'Sending', 'Sent', 'Failed']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'Queued'>;
    subject_id: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAuditEntryAuditEntry extends Struct.CollectionTypeSchema {
  collectionName: 'audit_entries';
  info: {
    description: 'Who created, changed or deleted a post, newsletter header, emergency broadcast, subscriber, weekly email text, PDF email template or place, and when: written by the CMS in the same transaction as the change, whoever made it (a portal person through the BFF, a user of this admin panel, another API token, or the CMS itself). Read-only here.';
    displayName: 'Audit entry';
    pluralName: 'audit-entries';
    singularName: 'audit-entry';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['create', 'update', 'delete']> & Schema.Attribute.Required;
    actor_kind: Schema.Attribute.Enumeration<['portal', 'admin-panel', 'api-token', 'system']> & Schema.Attribute.Required;
    at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audit-entry.audit-entry'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    record_id: Schema.Attribute.String & Schema.Attribute.Required;
    record_type: Schema.Attribute.Enumeration<
      ['post', 'connection-header', 'emergency-broadcast', 'subscribed-user', 'weekly-email-text', 'pdf-email-template', 'place']
    > &
      Schema.Attribute.Required;
    summary: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_userid: Schema.Attribute.String & Schema.Attribute.Required;
    users_username: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ApiBlogEntryBlogEntry extends Struct.CollectionTypeSchema {
  collectionName: 'blog_entries';
  info: {
    description: "An entry of a place's Blog Page: title, rich-text body, author and date.";
    displayName: 'Blog entry';
    pluralName: 'blog-entries';
    singularName: 'blog-entry';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    content_html: Schema.Attribute.RichText & Schema.Attribute.CustomField<'global::rich-text'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::blog-entry.blog-entry'> & Schema.Attribute.Private;
    page: Schema.Attribute.Relation<'manyToOne', 'api::page.page'>;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_firstname: Schema.Attribute.String;
    users_lastname: Schema.Attribute.String;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiCalendarEventCalendarEvent extends Struct.CollectionTypeSchema {
  collectionName: 'calendar_events';
  info: {
    description: 'School calendar event.';
    displayName: 'Calendar event';
    pluralName: 'calendar-events';
    singularName: 'calendar-event';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    i18n: {
      localized: true;
    };
  };
  attributes: {
    all_day: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    category: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.RichText &
      Schema.Attribute.CustomField<'global::rich-text'> &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }>;
    event_end: Schema.Attribute.DateTime;
    event_start: Schema.Attribute.DateTime & Schema.Attribute.Required;
    locale: Schema.Attribute.String;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::calendar-event.calendar-event'>;
    location: Schema.Attribute.String;
    machine_translated: Schema.Attribute.Boolean &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }> &
      Schema.Attribute.DefaultTo<false>;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }>;
    translated_from: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user_types: Schema.Attribute.JSON & Schema.Attribute.CustomField<'global::audience'>;
  };
}

export interface ApiCarerRestrictionCarerRestriction extends Struct.CollectionTypeSchema {
  collectionName: 'carer_restrictions';
  info: {
    description: "A court order from the school system's carerRestrictions.csv (issue 30): that carer may not act for that student, so the importer never links them (src/importer/README.md). Written only by the importer.";
    displayName: 'Carer restriction';
    pluralName: 'carer-restrictions';
    singularName: 'carer-restriction';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    carer: Schema.Attribute.Relation<'manyToOne', 'api::portal-user.portal-user'>;
    carer_sourced_id: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::carer-restriction.carer-restriction'> & Schema.Attribute.Private;
    note: Schema.Attribute.Text & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    student_sourced_id: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCarerStudentCarerStudent extends Struct.CollectionTypeSchema {
  collectionName: 'carer_students';
  info: {
    description: 'Link between a carer and one of their students.';
    displayName: 'Carer student';
    pluralName: 'carer-students';
    singularName: 'carer-student';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    carer: Schema.Attribute.Relation<'manyToOne', 'api::portal-user.portal-user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::carer-student.carer-student'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    relationship: Schema.Attribute.String;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiClassroomClassroom extends Struct.CollectionTypeSchema {
  collectionName: 'classrooms';
  info: {
    description: 'Online classroom of a course.';
    displayName: 'Classroom';
    pluralName: 'classrooms';
    singularName: 'classroom';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    alternateLink: Schema.Attribute.String;
    class_name: Schema.Attribute.String & Schema.Attribute.Required;
    course_id: Schema.Attribute.Integer;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::classroom.classroom'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConnectionHeaderConnectionHeader extends Struct.CollectionTypeSchema {
  collectionName: 'connection_headers';
  info: {
    description: 'Newsletter (Connections) header image with caption and live window.';
    displayName: 'Connection header';
    pluralName: 'connection-headers';
    singularName: 'connection-header';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    alttext: Schema.Attribute.String;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    caption: Schema.Attribute.String;
    caption_location: Schema.Attribute.Enumeration<['top_left', 'top_right', 'bottom_left', 'bottom_right', 'no_caption']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    featured_img_type: Schema.Attribute.String & Schema.Attribute.DefaultTo<'jpeg'>;
    featured_img_url: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::connection-header.connection-header'> & Schema.Attribute.Private;
    publish_end: Schema.Attribute.String;
    publish_start: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_firstname: Schema.Attribute.String;
    users_lastname: Schema.Attribute.String;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiConnectionsPdfConnectionsPdf extends Struct.CollectionTypeSchema {
  collectionName: 'connections_pdfs';
  info: {
    description: 'Generated Connections PDF: the current newsletter issue of a campus, rendered by a job of the pdfs plugin.';
    displayName: 'Connections PDF';
    pluralName: 'connections-pdfs';
    singularName: 'connections-pdf';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    emailed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    error: Schema.Attribute.Text;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::connections-pdf.connections-pdf'> & Schema.Attribute.Private;
    pdf_file: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['Generating', 'Completed']> & Schema.Attribute.DefaultTo<'Generating'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiConsentFormTranslationConsentFormTranslation extends Struct.CollectionTypeSchema {
  collectionName: 'consent_form_translations';
  info: {
    description: 'One published version of a permission form machine-translated into one language (issue 30): its title, body and questions as Amazon Translate gave them, the hash of the English version they were made from, and their own SHA-256, which a signature shown this translation keeps. Never changed once written.';
    displayName: 'Consent form translation';
    pluralName: 'consent-form-translations';
    singularName: 'consent-form-translation';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    body: Schema.Attribute.Text & Schema.Attribute.Required;
    content_hash: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    form: Schema.Attribute.String & Schema.Attribute.Required;
    language: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consent-form-translation.consent-form-translation'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    questions: Schema.Attribute.JSON & Schema.Attribute.Required;
    source_hash: Schema.Attribute.String & Schema.Attribute.Required;
    title: Schema.Attribute.Text & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    version: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiConsentFormVersionConsentFormVersion extends Struct.CollectionTypeSchema {
  collectionName: 'consent_form_versions';
  info: {
    description: 'One published version of a permission form (issue 30): exactly the text, questions and PDF attachments (name, size, SHA-256) signers were shown, and its SHA-256. Never changed once written.';
    displayName: 'Consent form version';
    pluralName: 'consent-form-versions';
    singularName: 'consent-form-version';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    asks_again: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    attachments: Schema.Attribute.JSON;
    body: Schema.Attribute.Text & Schema.Attribute.Required;
    content_hash: Schema.Attribute.String & Schema.Attribute.Required;
    created_by: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    form: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consent-form-version.consent-form-version'> &
      Schema.Attribute.Private;
    number: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    questions: Schema.Attribute.JSON & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConsentFormConsentForm extends Struct.CollectionTypeSchema {
  collectionName: 'consent_forms';
  info: {
    description: 'A permission form of a campus (issue 30): its current text and questions, who it is for, who signs, and whether it is a draft, published or closed. Written only through src/consent-forms.';
    displayName: 'Consent form';
    pluralName: 'consent-forms';
    singularName: 'consent-form';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attachments: Schema.Attribute.JSON;
    audience: Schema.Attribute.JSON & Schema.Attribute.Required;
    author: Schema.Attribute.String;
    author_name: Schema.Attribute.String;
    body: Schema.Attribute.Text & Schema.Attribute.Required;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    changes_allowed: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    cloned_from: Schema.Attribute.String;
    closed_at: Schema.Attribute.DateTime;
    content_hash: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    due_at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    issued_at: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consent-form.consent-form'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    questions: Schema.Attribute.JSON & Schema.Attribute.Required;
    reminder_days: Schema.Attribute.JSON;
    signers: Schema.Attribute.Enumeration<['any_carer', 'every_carer', 'student']> & Schema.Attribute.Required;
    status: Schema.Attribute.Enumeration<['draft', 'published', 'closed']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'draft'>;
    student_from_year: Schema.Attribute.Integer;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    version: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
  };
}

export interface ApiCourseTaskCourseTask extends Struct.CollectionTypeSchema {
  collectionName: 'course_tasks';
  info: {
    description: 'Assessment task of a course in a year; one row per learning resource.';
    displayName: 'Course task';
    pluralName: 'course-tasks';
    singularName: 'course-task';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    course_id: Schema.Attribute.Integer;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    DUE_DATE: Schema.Attribute.Date;
    LEARNING_RESOURCE: Schema.Attribute.String;
    LEARNING_RESOURCE_URL: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::course-task.course-task'> & Schema.Attribute.Private;
    MARK_OUT_OF: Schema.Attribute.Integer;
    publishedAt: Schema.Attribute.DateTime;
    SET_DATE: Schema.Attribute.Date;
    TASK: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    WEIGHTING: Schema.Attribute.Decimal;
    year: Schema.Attribute.Integer;
  };
}

export interface ApiCourseUnitCourseUnit extends Struct.CollectionTypeSchema {
  collectionName: 'course_units';
  info: {
    description: 'Unit of a course (course_id is the place_id of its place).';
    displayName: 'Course unit';
    pluralName: 'course-units';
    singularName: 'course-unit';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    component_html: Schema.Attribute.RichText & Schema.Attribute.CustomField<'global::rich-text'>;
    course_id: Schema.Attribute.Integer;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::course-unit.course-unit'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    unit_id: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    unit_name: Schema.Attribute.String & Schema.Attribute.Required;
    unit_start_date: Schema.Attribute.Date;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiEmailStatisticEmailStatistic extends Struct.CollectionTypeSchema {
  collectionName: 'email_statistics';
  info: {
    description: 'One sent email and its SES delivery events.';
    displayName: 'Email statistics';
    pluralName: 'email-statistics';
    singularName: 'email-statistic';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    absence_date: Schema.Attribute.Date;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    click_count: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    intended_recipient: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::email-statistic.email-statistic'> & Schema.Attribute.Private;
    open_count: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    post_document_ids: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.String;
    recipient_id: Schema.Attribute.String;
    send_id: Schema.Attribute.String;
    ses_message_id: Schema.Attribute.String & Schema.Attribute.Unique;
    SESBounceTime: Schema.Attribute.DateTime;
    SESClickTime: Schema.Attribute.DateTime;
    SESComplaintTime: Schema.Attribute.DateTime;
    SESDeliverTime: Schema.Attribute.DateTime;
    SESDestinationAddress: Schema.Attribute.String;
    SESOpenTime: Schema.Attribute.DateTime;
    SESSendTime: Schema.Attribute.DateTime;
    SnsPublishTime: Schema.Attribute.DateTime;
    student_id: Schema.Attribute.String;
    student_name: Schema.Attribute.String;
    subject: Schema.Attribute.String;
    type: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user_id: Schema.Attribute.String;
    user_name: Schema.Attribute.String;
  };
}

export interface ApiEmergencyBroadcastEmergencyBroadcast extends Struct.CollectionTypeSchema {
  collectionName: 'emergency_broadcasts';
  info: {
    description: 'Banner message for one campus; shown while status is true.';
    displayName: 'Emergency broadcast';
    pluralName: 'emergency-broadcasts';
    singularName: 'emergency-broadcast';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::emergency-broadcast.emergency-broadcast'> &
      Schema.Attribute.Private;
    message: Schema.Attribute.Text & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFavouriteFavourite extends Struct.CollectionTypeSchema {
  collectionName: 'favourites';
  info: {
    description: "A portal user's favourite notice or calendar event.";
    displayName: 'Favourite';
    pluralName: 'favourites';
    singularName: 'favourite';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    calendar_event: Schema.Attribute.Relation<'manyToOne', 'api::calendar-event.calendar-event'>;
    client_mark_id: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::favourite.favourite'> & Schema.Attribute.Private;
    portal_user: Schema.Attribute.Relation<'manyToOne', 'api::portal-user.portal-user'>;
    post: Schema.Attribute.Relation<'manyToOne', 'api::post.post'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFinancialInfoFinancialInfo extends Struct.CollectionTypeSchema {
  collectionName: 'financial_infos';
  info: {
    description: "A student's fee account for a school year: charges and payments from the school's finance system.";
    displayName: 'Financial info';
    pluralName: 'financial-infos';
    singularName: 'financial-info';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.Integer & Schema.Attribute.Required;
    account_number: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    lines: Schema.Attribute.JSON;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::financial-info.financial-info'> & Schema.Attribute.Private;
    next_due_date: Schema.Attribute.Date;
    publishedAt: Schema.Attribute.DateTime;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    STUDENT_NUMBER: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFormEventFormEvent extends Struct.CollectionTypeSchema {
  collectionName: 'form_events';
  info: {
    description: "One entry of a permission form's log (issue 30), hash-chained to the one before it: created, edited, published, each view, signature, change, withdrawal, invitation, closure, paper answer recorded, reminder sent. Appended only.";
    displayName: 'Form event';
    pluralName: 'form-events';
    singularName: 'form-event';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actor: Schema.Attribute.String & Schema.Attribute.Required;
    at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    details: Schema.Attribute.JSON & Schema.Attribute.Required;
    form: Schema.Attribute.String & Schema.Attribute.Required;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    kind: Schema.Attribute.Enumeration<
      [
        'created',
        'edited',
        'published',
        'viewed',
        'signed',
        'changed',
        'withdrawn',
        'invited',
        'closed',
        'cloned',
        'deleted',
        'paper',
        'reminded',
      ]
    > &
      Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::form-event.form-event'> & Schema.Attribute.Private;
    previous_hash: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    seq: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFormInvitationFormInvitation extends Struct.CollectionTypeSchema {
  collectionName: 'form_invitations';
  info: {
    description: "An emailed link to sign a permission form for one student without signing in (issue 30): bound to its recipient, that student and that form, until the form's due time.";
    displayName: 'Form invitation';
    pluralName: 'form-invitations';
    singularName: 'form-invitation';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.String & Schema.Attribute.Required;
    expires_at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    form: Schema.Attribute.String & Schema.Attribute.Required;
    invited_by: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::form-invitation.form-invitation'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    opened_at: Schema.Attribute.DateTime;
    publishedAt: Schema.Attribute.DateTime;
    student: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFormResponseFormResponse extends Struct.CollectionTypeSchema {
  collectionName: 'form_responses';
  info: {
    description: "One signer's answer to a permission form for one student (issue 30), with its evidence: what was shown, who signed, when and from where, and the SHA-256 of it all. A change is a new row; the old one names it in superseded_by. A paper answer names the admin who recorded it (recorded_by) and their note. Once a job of the pdfs plugin has made its signed copy (a PDF), signed_copy names it in the private file store; it is no part of the evidence (response_hash). When the form was shown machine-translated beside the English, shown_language and translation_hash name that translation (consent-form-translation), and are part of the evidence.";
    displayName: 'Form response';
    pluralName: 'form-responses';
    singularName: 'form-response';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    answers: Schema.Attribute.JSON & Schema.Attribute.Required;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    client_key: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    content_hash: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    declined: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    device_time: Schema.Attribute.DateTime;
    form: Schema.Attribute.String & Schema.Attribute.Required;
    invitation: Schema.Attribute.String;
    ip: Schema.Attribute.String & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::form-response.form-response'> & Schema.Attribute.Private;
    method: Schema.Attribute.Enumeration<['campus-sign-in', 'emailed-link', 'paper']> & Schema.Attribute.Required;
    note: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    recorded_by: Schema.Attribute.String;
    response_hash: Schema.Attribute.String & Schema.Attribute.Required;
    shown_hash: Schema.Attribute.String & Schema.Attribute.Required;
    shown_language: Schema.Attribute.String;
    signed_at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    signed_copy: Schema.Attribute.String & Schema.Attribute.Private;
    signer: Schema.Attribute.String;
    signer_email: Schema.Attribute.String;
    signer_name: Schema.Attribute.String & Schema.Attribute.Required;
    statement: Schema.Attribute.Text & Schema.Attribute.Required;
    student: Schema.Attribute.String & Schema.Attribute.Required;
    student_number: Schema.Attribute.String;
    superseded_by: Schema.Attribute.String;
    translation_hash: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user_agent: Schema.Attribute.Text & Schema.Attribute.Private;
    version: Schema.Attribute.Integer & Schema.Attribute.Required;
    withdrawn_at: Schema.Attribute.DateTime;
  };
}

export interface ApiGradebookRecordGradebookRecord extends Struct.CollectionTypeSchema {
  collectionName: 'gradebook_records';
  info: {
    description: "A row of the school system's OneRoster gradebook (session, course, class, enrollment, line item or result), kept so that delta files can be applied and the plot results recomputed (src/importer/README.md).";
    displayName: 'Gradebook record';
    pluralName: 'gradebook-records';
    singularName: 'gradebook-record';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    fields: Schema.Attribute.JSON;
    file: Schema.Attribute.Enumeration<['academicSessions', 'courses', 'classes', 'enrollments', 'lineItems', 'results']> &
      Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::gradebook-record.gradebook-record'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    school: Schema.Attribute.String;
    sourced_id: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiGroupGroup extends Struct.CollectionTypeSchema {
  collectionName: 'groups';
  info: {
    description: 'Audience group (year group, sport, school section...).';
    displayName: 'Group';
    pluralName: 'groups';
    singularName: 'group';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    groupname: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    grouptype: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::group.group'> & Schema.Attribute.Private;
    places: Schema.Attribute.Relation<'manyToMany', 'api::place.place'>;
    portal_users: Schema.Attribute.Relation<'manyToMany', 'api::portal-user.portal-user'>;
    posts: Schema.Attribute.Relation<'manyToMany', 'api::post.post'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiHomeroomCommentHomeroomComment extends Struct.CollectionTypeSchema {
  collectionName: 'homeroom_comments';
  info: {
    description: 'Homeroom teacher comment for a semester.';
    displayName: 'Homeroom comment';
    pluralName: 'homeroom-comments';
    singularName: 'homeroom-comment';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.Integer;
    comment: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    home_class: Schema.Attribute.String;
    home_teacher: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::homeroom-comment.homeroom-comment'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    semester: Schema.Attribute.String;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiKeyLearningAreaKeyLearningArea extends Struct.CollectionTypeSchema {
  collectionName: 'key_learning_areas';
  info: {
    description: 'Subject area of the course directory.';
    displayName: 'Key learning area';
    pluralName: 'key-learning-areas';
    singularName: 'key-learning-area';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    imageUrl: Schema.Attribute.String;
    key_learning_area: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::key-learning-area.key-learning-area'> & Schema.Attribute.Private;
    places: Schema.Attribute.Relation<'oneToMany', 'api::place.place'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLearningBehaviourLearningBehaviour extends Struct.CollectionTypeSchema {
  collectionName: 'learning_behaviours';
  info: {
    description: 'Learning behaviour rating of a student in a course and report period.';
    displayName: 'Learning behaviour';
    pluralName: 'learning-behaviours';
    singularName: 'learning-behaviour';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.Integer;
    course: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    learning_behaviour: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::learning-behaviour.learning-behaviour'> &
      Schema.Attribute.Private;
    perc: Schema.Attribute.Decimal;
    publishedAt: Schema.Attribute.DateTime;
    report_period: Schema.Attribute.String;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    this_year: Schema.Attribute.Decimal;
    trending: Schema.Attribute.Enumeration<['Up', 'Down', 'Maintaining']>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLearningGoalLearningGoal extends Struct.CollectionTypeSchema {
  collectionName: 'learning_goals';
  info: {
    description: 'Goals and reflections of a student for a semester.';
    displayName: 'Learning goal';
    pluralName: 'learning-goals';
    singularName: 'learning-goal';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.Integer;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    goal_list: Schema.Attribute.JSON;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::learning-goal.learning-goal'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reflection_list: Schema.Attribute.JSON;
    semester: Schema.Attribute.String;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiMyDayTimetableMyDayTimetable extends Struct.CollectionTypeSchema {
  collectionName: 'my_day_timetables';
  info: {
    description: "One period of a student's day.";
    displayName: 'My-day timetable';
    pluralName: 'my-day-timetables';
    singularName: 'my-day-timetable';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    class_name: Schema.Attribute.String;
    course: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    day_date: Schema.Attribute.Date & Schema.Attribute.Required;
    end_time: Schema.Attribute.Time;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::my-day-timetable.my-day-timetable'> & Schema.Attribute.Private;
    period: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    room: Schema.Attribute.String;
    start_time: Schema.Attribute.Time;
    teacher: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ApiPageTypePageType extends Struct.CollectionTypeSchema {
  collectionName: 'page_types';
  info: {
    description: 'Kind of page: Static Page, Documents, Task Page, Classrooms Page, Blog Page.';
    displayName: 'Page type';
    pluralName: 'page-types';
    singularName: 'page-type';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::page-type.page-type'> & Schema.Attribute.Private;
    pages: Schema.Attribute.Relation<'oneToMany', 'api::page.page'>;
    pageType: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPagePage extends Struct.CollectionTypeSchema {
  collectionName: 'pages';
  info: {
    description: 'Page of a place.';
    displayName: 'Page';
    pluralName: 'pages';
    singularName: 'page';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    content_html: Schema.Attribute.RichText & Schema.Attribute.CustomField<'global::rich-text'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text;
    file_view_type: Schema.Attribute.Enumeration<['list', 'grid']> & Schema.Attribute.DefaultTo<'list'>;
    former_slugs: Schema.Attribute.JSON;
    google_drive_url: Schema.Attribute.String;
    is_deleted: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    landing_page: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::page.page'> & Schema.Attribute.Private;
    navigation: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    pageHide: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    pageTitle: Schema.Attribute.String;
    pagetype: Schema.Attribute.Relation<'manyToOne', 'api::page-type.page-type'>;
    place: Schema.Attribute.Relation<'manyToOne', 'api::place.place'>;
    publish_end: Schema.Attribute.String;
    publish_start: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.String;
    sort_order: Schema.Attribute.Integer;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_firstname: Schema.Attribute.String;
    users_lastname: Schema.Attribute.String;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiPdfEmailTemplatePdfEmailTemplate extends Struct.CollectionTypeSchema {
  collectionName: 'pdf_email_templates';
  info: {
    description: 'Email that carries the Connections PDF to subscribers: one record per campus.';
    displayName: 'PDF email template';
    pluralName: 'pdf-email-templates';
    singularName: 'pdf-email-template';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email_html: Schema.Attribute.RichText & Schema.Attribute.CustomField<'global::rich-text'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::pdf-email-template.pdf-email-template'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    send_to: Schema.Attribute.JSON;
    subject: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiPlacePlace extends Struct.CollectionTypeSchema {
  collectionName: 'places';
  info: {
    description: 'Content space made of pages; its editors are portal people of its campus.';
    displayName: 'Place';
    pluralName: 'places';
    singularName: 'place';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text;
    editor_people: Schema.Attribute.Relation<'manyToMany', 'api::portal-user.portal-user'>;
    groups: Schema.Attribute.Relation<'manyToMany', 'api::group.group'>;
    intended_audience: Schema.Attribute.String;
    is_key_learning_area: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    kla: Schema.Attribute.Relation<'manyToOne', 'api::key-learning-area.key-learning-area'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::place.place'> & Schema.Attribute.Private;
    pages: Schema.Attribute.Relation<'oneToMany', 'api::page.page'>;
    place: Schema.Attribute.String & Schema.Attribute.Required;
    place_id: Schema.Attribute.Integer;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_firstname: Schema.Attribute.String;
    users_lastname: Schema.Attribute.String;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiPlotCourseResultPlotCourseResult extends Struct.CollectionTypeSchema {
  collectionName: 'plot_course_results';
  info: {
    description: "Box-plot of a course and the student's result.";
    displayName: 'Plot course result';
    pluralName: 'plot-course-results';
    singularName: 'plot-course-result';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.Integer;
    course: Schema.Attribute.String;
    course_id: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::plot-course-result.plot-course-result'> &
      Schema.Attribute.Private;
    maximum: Schema.Attribute.Decimal;
    median: Schema.Attribute.Decimal;
    minimum: Schema.Attribute.Decimal;
    publishedAt: Schema.Attribute.DateTime;
    q1: Schema.Attribute.Decimal;
    q3: Schema.Attribute.Decimal;
    result: Schema.Attribute.Decimal;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPlotTaskResultPlotTaskResult extends Struct.CollectionTypeSchema {
  collectionName: 'plot_task_results';
  info: {
    description: "Box-plot of an assessment task and the student's result.";
    displayName: 'Plot task result';
    pluralName: 'plot-task-results';
    singularName: 'plot-task-result';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.Integer;
    course: Schema.Attribute.String;
    course_id: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    line_item_id: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::plot-task-result.plot-task-result'> & Schema.Attribute.Private;
    maximum: Schema.Attribute.Decimal;
    mean: Schema.Attribute.Decimal;
    minimum: Schema.Attribute.Decimal;
    publishedAt: Schema.Attribute.DateTime;
    q1: Schema.Attribute.Decimal;
    q3: Schema.Attribute.Decimal;
    result: Schema.Attribute.Decimal;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    task: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPortalUserPortalUser extends Struct.CollectionTypeSchema {
  collectionName: 'portal_users';
  info: {
    description: 'Carer (affiliate), student or faculty member known to the portal.';
    displayName: 'Portal user';
    pluralName: 'portal-users';
    singularName: 'portal-user';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    active: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    bulk_email_opt_out: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    calendar_feed_created_at: Schema.Attribute.DateTime & Schema.Attribute.Private;
    calendar_feed_token_hash: Schema.Attribute.String & Schema.Attribute.Private & Schema.Attribute.Unique;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    country_name: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    directory_id: Schema.Attribute.String;
    email: Schema.Attribute.Email;
    firstname: Schema.Attribute.String;
    groups: Schema.Attribute.Relation<'manyToMany', 'api::group.group'>;
    is_admin: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    is_carer: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    issuer: Schema.Attribute.String & Schema.Attribute.Private;
    language: Schema.Attribute.Enumeration<['en', 'ar', 'zh-Hans', 'vi']>;
    language_chosen: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::portal-user.portal-user'> & Schema.Attribute.Private;
    notice_alerts: Schema.Attribute.Enumeration<['instantly', 'off']> & Schema.Attribute.DefaultTo<'instantly'>;
    oneroster_metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    oneroster_roles: Schema.Attribute.JSON & Schema.Attribute.Private;
    oneroster_user_ids: Schema.Attribute.JSON & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    subject: Schema.Attribute.String & Schema.Attribute.Private;
    surname: Schema.Attribute.String;
    type: Schema.Attribute.Enumeration<['student', 'affiliate', 'faculty']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ApiPostCategoryPostCategory extends Struct.CollectionTypeSchema {
  collectionName: 'post_categories';
  info: {
    description: 'Category of posts, shown as a filter in the reader.';
    displayName: 'Post category';
    pluralName: 'post-categories';
    singularName: 'post-category';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    audience_type_id: Schema.Attribute.String;
    category_background_color: Schema.Attribute.String;
    categoryname: Schema.Attribute.String & Schema.Attribute.Required;
    categorytype: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::post-category.post-category'> & Schema.Attribute.Private;
    posts: Schema.Attribute.Relation<'oneToMany', 'api::post.post'>;
    publishedAt: Schema.Attribute.DateTime;
    sort_order: Schema.Attribute.Integer;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPostPost extends Struct.CollectionTypeSchema {
  collectionName: 'posts';
  info: {
    description: 'Newsletter article, notice, principal message or daily email.';
    displayName: 'Post';
    pluralName: 'posts';
    singularName: 'post';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    i18n: {
      localized: true;
    };
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    client_id: Schema.Attribute.String & Schema.Attribute.Unique;
    clone: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    content_html: Schema.Attribute.RichText &
      Schema.Attribute.CustomField<'global::rich-text'> &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    daily_flag: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    excerpt: Schema.Attribute.Text &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }>;
    featured_img_alt: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }> &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    featured_img_url: Schema.Attribute.String;
    for_carer_only: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    groups: Schema.Attribute.Relation<'manyToMany', 'api::group.group'>;
    locale: Schema.Attribute.String;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::post.post'>;
    machine_translated: Schema.Attribute.Boolean &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }> &
      Schema.Attribute.DefaultTo<false>;
    make_public: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    postcategory: Schema.Attribute.Relation<'manyToOne', 'api::post-category.post-category'>;
    publish_end: Schema.Attribute.String;
    publish_start: Schema.Attribute.String;
    published: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.String;
    sort_order: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 10;
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }>;
    translated_from: Schema.Attribute.String &
      Schema.Attribute.SetPluginOptions<{
        i18n: {
          localized: true;
        };
      }>;
    type: Schema.Attribute.Enumeration<['newsletter', 'notice', 'principal', 'dailyemail']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user_types: Schema.Attribute.JSON & Schema.Attribute.CustomField<'global::audience'>;
    users_firstname: Schema.Attribute.String;
    users_lastname: Schema.Attribute.String;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiPushSubscriptionPushSubscription extends Struct.CollectionTypeSchema {
  collectionName: 'push_subscriptions';
  info: {
    description: "A device a portal user turned alerts on for: its browser's Web Push subscription (issue 29).";
    displayName: 'Push subscription';
    pluralName: 'push-subscriptions';
    singularName: 'push-subscription';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    auth: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    device: Schema.Attribute.String;
    endpoint: Schema.Attribute.Text & Schema.Attribute.Required & Schema.Attribute.Private;
    endpoint_hash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    expiration_time: Schema.Attribute.DateTime;
    last_seen_at: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::push-subscription.push-subscription'> & Schema.Attribute.Private;
    p256dh: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    person: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiQueueStatisticQueueStatistic extends Struct.CollectionTypeSchema {
  collectionName: 'queue_statistics';
  info: {
    description: 'Learning Virtues goals PDF request (a year group or one student, a year and term), its progress and the PDFs made for it by a job of the pdfs plugin.';
    displayName: 'Queue statistics';
    pluralName: 'queue-statistics';
    singularName: 'queue-statistic';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.String;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    created_by_username: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    form_run: Schema.Attribute.String;
    is_error: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::queue-statistic.queue-statistic'> & Schema.Attribute.Private;
    message: Schema.Attribute.Text;
    pdf_files: Schema.Attribute.JSON;
    progress_done: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    progress_total: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    queue_status: Schema.Attribute.Enumeration<['Pending', 'Complete']> & Schema.Attribute.DefaultTo<'Pending'>;
    semester: Schema.Attribute.String;
    student_username: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_userid: Schema.Attribute.String;
    year_group: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 13;
          min: 7;
        },
        number
      >;
  };
}

export interface ApiReadPostReadPost extends Struct.CollectionTypeSchema {
  collectionName: 'read_posts';
  info: {
    description: 'A post a portal user has read.';
    displayName: 'Read post';
    pluralName: 'read-posts';
    singularName: 'read-post';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    client_mark_id: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::read-post.read-post'> & Schema.Attribute.Private;
    portal_user: Schema.Attribute.Relation<'manyToOne', 'api::portal-user.portal-user'>;
    post: Schema.Attribute.Relation<'manyToOne', 'api::post.post'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSchoolPsychologyRequestSchoolPsychologyRequest extends Struct.CollectionTypeSchema {
  collectionName: 'school_psychology_requests';
  info: {
    description: 'Request for the school psychologist to see a student.';
    displayName: 'School psychology request';
    pluralName: 'school-psychology-requests';
    singularName: 'school-psychology-request';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    concerns: Schema.Attribute.Text & Schema.Attribute.Required;
    consent: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::school-psychology-request.school-psychology-request'> &
      Schema.Attribute.Private;
    preferred_contact: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    relationship: Schema.Attribute.String;
    request_status: Schema.Attribute.Enumeration<['submitted', 'in_progress', 'closed']> &
      Schema.Attribute.DefaultTo<'submitted'>;
    requested_by_username: Schema.Attribute.String;
    requester: Schema.Attribute.Relation<'manyToOne', 'api::portal-user.portal-user'>;
    requester_email: Schema.Attribute.Email;
    requester_name: Schema.Attribute.String;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSchoolSettingSchoolSetting extends Struct.CollectionTypeSchema {
  collectionName: 'school_settings';
  info: {
    description: 'Settings of one campus: tiles, theme, phone number.';
    displayName: 'School settings';
    pluralName: 'school-settings';
    singularName: 'school-setting';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    background_image: Schema.Attribute.String;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    domain: Schema.Attribute.String;
    favicon_icon: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::school-setting.school-setting'> & Schema.Attribute.Private;
    phoneNumber: Schema.Attribute.String;
    providerName: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    ribbon_logo: Schema.Attribute.String;
    school_name: Schema.Attribute.String;
    theme_colours: Schema.Attribute.JSON;
    tile_settings: Schema.Attribute.JSON;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSchoolTermSchoolTerm extends Struct.CollectionTypeSchema {
  collectionName: 'school_terms';
  info: {
    description: 'A term of one campus: its first and last day of school. Absence notices for a day outside every term ask the carer to confirm.';
    displayName: 'School term';
    pluralName: 'school-terms';
    singularName: 'school-term';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    first_day: Schema.Attribute.Date & Schema.Attribute.Required;
    last_day: Schema.Attribute.Date & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::school-term.school-term'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiStudentGoalStudentGoal extends Struct.CollectionTypeSchema {
  collectionName: 'student_goals';
  info: {
    description: 'Learning Virtues goal set by or for a student.';
    displayName: 'Student goal';
    pluralName: 'student-goals';
    singularName: 'student-goal';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.Integer;
    created_by_username: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    goal: Schema.Attribute.Text & Schema.Attribute.Required;
    goal_area: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::student-goal.student-goal'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reflection: Schema.Attribute.Text;
    semester: Schema.Attribute.String;
    strategies: Schema.Attribute.Text;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiStudentNoteStudentNote extends Struct.CollectionTypeSchema {
  collectionName: 'student_notes';
  info: {
    description: 'Note about a student, saved and emailed; never edited.';
    displayName: 'Student note';
    pluralName: 'student-notes';
    singularName: 'student-note';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    author: Schema.Attribute.Relation<'manyToOne', 'api::portal-user.portal-user'>;
    created_by_username: Schema.Attribute.String;
    created_date: Schema.Attribute.DateTime;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email_class_teachers: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    email_counsellor_staff: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    email_hoy: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    email_hrt: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    email_recipients: Schema.Attribute.JSON;
    email_self: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    email_wellbeing_group: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    is_recipients: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::student-note.student-note'> & Schema.Attribute.Private;
    note: Schema.Attribute.Text & Schema.Attribute.Required;
    noteType: Schema.Attribute.Enumeration<['General', 'Uniform', 'Behaviour']> & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    sent_to: Schema.Attribute.JSON;
    sent_to_people: Schema.Attribute.Relation<'manyToMany', 'api::portal-user.portal-user'>;
    student: Schema.Attribute.String;
    student_userid: Schema.Attribute.String;
    student_username: Schema.Attribute.String;
    type: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    visible_all: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface ApiStudentStudent extends Struct.CollectionTypeSchema {
  collectionName: 'students';
  info: {
    description: 'Student record from the school system.';
    displayName: 'Student';
    pluralName: 'students';
    singularName: 'student';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    form_run: Schema.Attribute.Integer;
    head_of_year: Schema.Attribute.String;
    head_of_year_email: Schema.Attribute.Email;
    homeroom_teacher: Schema.Attribute.String;
    homeroom_teacher_email: Schema.Attribute.Email;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::student.student'> & Schema.Attribute.Private;
    portal_user: Schema.Attribute.Relation<'oneToOne', 'api::portal-user.portal-user'>;
    publishedAt: Schema.Attribute.DateTime;
    student: Schema.Attribute.String;
    STUDENT_NUMBER: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
  };
}

export interface ApiSubscribedUserSubscribedUser extends Struct.CollectionTypeSchema {
  collectionName: 'subscribed_users';
  info: {
    description: 'Receives the Connections PDF by email; one address once per campus.';
    displayName: 'Subscribed user';
    pluralName: 'subscribed-users';
    singularName: 'subscribed-user';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::subscribed-user.subscribed-user'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_firstname: Schema.Attribute.String;
    users_lastname: Schema.Attribute.String;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiTeacherDayTimetableTeacherDayTimetable extends Struct.CollectionTypeSchema {
  collectionName: 'teacher_day_timetables';
  info: {
    description: "One period of a teacher's day.";
    displayName: 'Teacher-day timetable';
    pluralName: 'teacher-day-timetables';
    singularName: 'teacher-day-timetable';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    class_name: Schema.Attribute.String;
    course: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    day_date: Schema.Attribute.Date & Schema.Attribute.Required;
    end_time: Schema.Attribute.Time;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::teacher-day-timetable.teacher-day-timetable'> &
      Schema.Attribute.Private;
    period: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    room: Schema.Attribute.String;
    start_time: Schema.Attribute.Time;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ApiWebLogWebLog extends Struct.CollectionTypeSchema {
  collectionName: 'web_logs';
  info: {
    description: 'One page visit.';
    displayName: 'Web log';
    pluralName: 'web-logs';
    singularName: 'web-log';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    browserName: Schema.Attribute.String;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    client_visit_id: Schema.Attribute.String & Schema.Attribute.Unique;
    country_name: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ip_address: Schema.Attribute.String;
    ip_lookup_key: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::web-log.web-log'> & Schema.Attribute.Private;
    osName: Schema.Attribute.String;
    pageId: Schema.Attribute.String;
    pageType: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_firstname: Schema.Attribute.String;
    users_lastname: Schema.Attribute.String;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
    visited_at: Schema.Attribute.DateTime & Schema.Attribute.Required;
  };
}

export interface ApiWeeklyEmailTextWeeklyEmailText extends Struct.CollectionTypeSchema {
  collectionName: 'weekly_email_texts';
  info: {
    description: 'Weekly digest blurb, exclusion list and test addresses: one record per campus.';
    displayName: 'Weekly email text';
    pluralName: 'weekly-email-texts';
    singularName: 'weekly-email-text';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email_text: Schema.Attribute.Text;
    except_emails: Schema.Attribute.Text;
    except_emails_list: Schema.Attribute.JSON;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::weekly-email-text.weekly-email-text'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    test_emails_list: Schema.Attribute.JSON;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_firstname: Schema.Attribute.String;
    users_lastname: Schema.Attribute.String;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface ApiYearInfoYearInfo extends Struct.CollectionTypeSchema {
  collectionName: 'year_infos';
  info: {
    description: "A student's school year: year group, homeroom, whether they are new this year, and the year group's key dates.";
    displayName: 'Year info';
    pluralName: 'year-infos';
    singularName: 'year-info';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    form_run: Schema.Attribute.Integer;
    home_class: Schema.Attribute.String;
    house: Schema.Attribute.String;
    is_new_student: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    key_dates: Schema.Attribute.JSON;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::year-info.year-info'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    start_date: Schema.Attribute.Date;
    student: Schema.Attribute.Relation<'manyToOne', 'api::student.student'>;
    STUDENT_NUMBER: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases';
  info: {
    displayName: 'Release';
    pluralName: 'releases';
    singularName: 'release';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    releasedAt: Schema.Attribute.DateTime;
    scheduledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> & Schema.Attribute.Required;
    timezone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions';
  info: {
    displayName: 'Release Action';
    pluralName: 'release-actions';
    singularName: 'release-action';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    isEntryValid: Schema.Attribute.Boolean;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>;
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginEmailSendsSend extends Struct.CollectionTypeSchema {
  collectionName: 'email_sends';
  info: {
    description: "A weekly digest, daily reminders or principal's message: what it carries, to whom, and how far it got.";
    displayName: 'Bulk email send';
    pluralName: 'sends';
    singularName: 'send';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    blurb: Schema.Attribute.Text;
    campus: Schema.Attribute.Enumeration<['sydney', 'armidale']> & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.Text;
    except_for: Schema.Attribute.JSON;
    failed: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    finished_at: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['DIGEST', 'DAILYEMAIL', 'PRINCIPAL']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::email-sends.send'> & Schema.Attribute.Private;
    post_document_ids: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    sent: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    skipped: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    status: Schema.Attribute.Enumeration<['Queued', 'Sending', 'Sent', 'Failed']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'Queued'>;
    test_recipient: Schema.Attribute.String;
    testing: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    total: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users_userid: Schema.Attribute.String;
    users_username: Schema.Attribute.String;
  };
}

export interface PluginEmailSendsSnsMessage extends Struct.CollectionTypeSchema {
  collectionName: 'email_sns_messages';
  info: {
    description: 'Each SNS message applied, by its MessageId, so that a redelivery changes nothing.';
    displayName: 'SNS message';
    pluralName: 'sns-messages';
    singularName: 'sns-message';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    event_type: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::email-sends.sns-message'> & Schema.Attribute.Private;
    message_id: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    ses_message_id: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginEmailSendsSuppression extends Struct.CollectionTypeSchema {
  collectionName: 'email_suppressions';
  info: {
    description: 'An address that hard-bounced or complained: nothing more is sent to it.';
    displayName: 'Email suppression';
    pluralName: 'suppressions';
    singularName: 'suppression';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    detail: Schema.Attribute.String;
    email: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::email-sends.suppression'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Enumeration<['bounce', 'complaint']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale';
  info: {
    collectionName: 'locales';
    description: '';
    displayName: 'Locale';
    pluralName: 'locales';
    singularName: 'locale';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginJobsJob extends Struct.CollectionTypeSchema {
  collectionName: 'jobs';
  info: {
    description: 'A durable background job: claimed by one CMS process at a time, retried with backoff, resumed after a crash.';
    displayName: 'Job';
    pluralName: 'jobs';
    singularName: 'job';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dedupe_key: Schema.Attribute.String & Schema.Attribute.Required;
    finished_at: Schema.Attribute.BigInteger;
    kind: Schema.Attribute.String & Schema.Attribute.Required;
    last_error: Schema.Attribute.Text;
    lease_until: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::jobs.job'> & Schema.Attribute.Private;
    locked_by: Schema.Attribute.String;
    max_attempts: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<5>;
    payload: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    run_at: Schema.Attribute.BigInteger & Schema.Attribute.Required;
    status: Schema.Attribute.Enumeration<['queued', 'running', 'completed', 'failed']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'queued'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows';
  info: {
    description: '';
    displayName: 'Workflow';
    name: 'Workflow';
    pluralName: 'workflows';
    singularName: 'workflow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>;
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages';
  info: {
    description: '';
    displayName: 'Stages';
    name: 'Workflow Stage';
    pluralName: 'workflow-stages';
    singularName: 'workflow-stage';
  };
  options: {
    draftAndPublish: false;
    version: '1.1.0';
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>;
  };
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files';
  info: {
    description: '';
    displayName: 'File';
    pluralName: 'files';
    singularName: 'file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    alternativeText: Schema.Attribute.Text;
    caption: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ext: Schema.Attribute.String;
    focalPoint: Schema.Attribute.JSON;
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private;
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    formats: Schema.Attribute.JSON;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    previewUrl: Schema.Attribute.Text;
    provider: Schema.Attribute.String & Schema.Attribute.Required;
    provider_metadata: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    related: Schema.Attribute.Relation<'morphToMany'>;
    size: Schema.Attribute.Decimal & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
    width: Schema.Attribute.Integer;
  };
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders';
  info: {
    displayName: 'Folder';
    pluralName: 'folders';
    singularName: 'folder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>;
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken;
      'admin::api-token-permission': AdminApiTokenPermission;
      'admin::permission': AdminPermission;
      'admin::role': AdminRole;
      'admin::session': AdminSession;
      'admin::transfer-token': AdminTransferToken;
      'admin::transfer-token-permission': AdminTransferTokenPermission;
      'admin::user': AdminUser;
      'api::absence.absence': ApiAbsenceAbsence;
      'api::academic-report.academic-report': ApiAcademicReportAcademicReport;
      'api::alert-delivery.alert-delivery': ApiAlertDeliveryAlertDelivery;
      'api::alert.alert': ApiAlertAlert;
      'api::audit-entry.audit-entry': ApiAuditEntryAuditEntry;
      'api::blog-entry.blog-entry': ApiBlogEntryBlogEntry;
      'api::calendar-event.calendar-event': ApiCalendarEventCalendarEvent;
      'api::carer-restriction.carer-restriction': ApiCarerRestrictionCarerRestriction;
      'api::carer-student.carer-student': ApiCarerStudentCarerStudent;
      'api::classroom.classroom': ApiClassroomClassroom;
      'api::connection-header.connection-header': ApiConnectionHeaderConnectionHeader;
      'api::connections-pdf.connections-pdf': ApiConnectionsPdfConnectionsPdf;
      'api::consent-form-translation.consent-form-translation': ApiConsentFormTranslationConsentFormTranslation;
      'api::consent-form-version.consent-form-version': ApiConsentFormVersionConsentFormVersion;
      'api::consent-form.consent-form': ApiConsentFormConsentForm;
      'api::course-task.course-task': ApiCourseTaskCourseTask;
      'api::course-unit.course-unit': ApiCourseUnitCourseUnit;
      'api::email-statistic.email-statistic': ApiEmailStatisticEmailStatistic;
      'api::emergency-broadcast.emergency-broadcast': ApiEmergencyBroadcastEmergencyBroadcast;
      'api::favourite.favourite': ApiFavouriteFavourite;
      'api::financial-info.financial-info': ApiFinancialInfoFinancialInfo;
      'api::form-event.form-event': ApiFormEventFormEvent;
      'api::form-invitation.form-invitation': ApiFormInvitationFormInvitation;
      'api::form-response.form-response': ApiFormResponseFormResponse;
      'api::gradebook-record.gradebook-record': ApiGradebookRecordGradebookRecord;
      'api::group.group': ApiGroupGroup;
      'api::homeroom-comment.homeroom-comment': ApiHomeroomCommentHomeroomComment;
      'api::key-learning-area.key-learning-area': ApiKeyLearningAreaKeyLearningArea;
      'api::learning-behaviour.learning-behaviour': ApiLearningBehaviourLearningBehaviour;
      'api::learning-goal.learning-goal': ApiLearningGoalLearningGoal;
      'api::my-day-timetable.my-day-timetable': ApiMyDayTimetableMyDayTimetable;
      'api::page-type.page-type': ApiPageTypePageType;
      'api::page.page': ApiPagePage;
      'api::pdf-email-template.pdf-email-template': ApiPdfEmailTemplatePdfEmailTemplate;
      'api::place.place': ApiPlacePlace;
      'api::plot-course-result.plot-course-result': ApiPlotCourseResultPlotCourseResult;
      'api::plot-task-result.plot-task-result': ApiPlotTaskResultPlotTaskResult;
      'api::portal-user.portal-user': ApiPortalUserPortalUser;
      'api::post-category.post-category': ApiPostCategoryPostCategory;
      'api::post.post': ApiPostPost;
      'api::push-subscription.push-subscription': ApiPushSubscriptionPushSubscription;
      'api::queue-statistic.queue-statistic': ApiQueueStatisticQueueStatistic;
      'api::read-post.read-post': ApiReadPostReadPost;
      'api::school-psychology-request.school-psychology-request': ApiSchoolPsychologyRequestSchoolPsychologyRequest;
      'api::school-setting.school-setting': ApiSchoolSettingSchoolSetting;
      'api::school-term.school-term': ApiSchoolTermSchoolTerm;
      'api::student-goal.student-goal': ApiStudentGoalStudentGoal;
      'api::student-note.student-note': ApiStudentNoteStudentNote;
      'api::student.student': ApiStudentStudent;
      'api::subscribed-user.subscribed-user': ApiSubscribedUserSubscribedUser;
      'api::teacher-day-timetable.teacher-day-timetable': ApiTeacherDayTimetableTeacherDayTimetable;
      'api::web-log.web-log': ApiWebLogWebLog;
      'api::weekly-email-text.weekly-email-text': ApiWeeklyEmailTextWeeklyEmailText;
      'api::year-info.year-info': ApiYearInfoYearInfo;
      'plugin::content-releases.release': PluginContentReleasesRelease;
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction;
      'plugin::email-sends.send': PluginEmailSendsSend;
      'plugin::email-sends.sns-message': PluginEmailSendsSnsMessage;
      'plugin::email-sends.suppression': PluginEmailSendsSuppression;
      'plugin::i18n.locale': PluginI18NLocale;
      'plugin::jobs.job': PluginJobsJob;
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow;
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage;
      'plugin::upload.file': PluginUploadFile;
      'plugin::upload.folder': PluginUploadFolder;
    }
  }
}
