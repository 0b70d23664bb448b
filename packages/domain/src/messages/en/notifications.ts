/** Server messages of notifications and their e-mails, in English. */
export const notifications = {
  'notifications.notFound': 'This notification does not exist or is not yours.',
  'notifications.email.report-assigned.subject': 'Report {{reference}} is assigned to you',
  'notifications.email.report-assigned.body':
    'Report {{reference}} about {{facility}} is assigned to you. Open it to read it and send your response:\n{{link}}',
  'notifications.email.report-reassigned.subject': 'Report {{reference}} was reassigned',
  'notifications.email.report-reassigned.body': 'Report {{reference}} about {{facility}} was reassigned. See it here:\n{{link}}',
  'notifications.email.report-response.subject': 'New response on report {{reference}}',
  'notifications.email.report-response.body': 'A response was sent on report {{reference}} about {{facility}}. Read it here:\n{{link}}',
  'notifications.email.report-edited.subject': 'Report {{reference}} was edited',
  'notifications.email.report-edited.body': 'Report {{reference}} about {{facility}} was edited. See the changes here:\n{{link}}',
  'notifications.email.public-report-received.subject': 'New public report {{reference}}',
  'notifications.email.public-report-received.body':
    'A worker filed public report {{reference}}. It is waiting for an administrator to triage it:\n{{link}}',
  'notifications.email.order-risk-flag.subject': 'Order {{reference}}: a facility on its trace is at risk',
  'notifications.email.order-risk-flag.body':
    'A facility on the trace of order {{reference}}, {{facility}}, is now at high risk or named by a founded report ({{issue}}). See the order here:\n{{link}}',
  'notifications.email.noLink': 'Sign in to {{system}} to see it.',
  'notifications.email.settings': 'You can turn off e-mails of this kind in your notification settings: {{settingsLink}}',
} as const;
