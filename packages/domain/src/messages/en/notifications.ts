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
  'notifications.email.plan-assigned.subject': 'Improvement plan {{reference}} assigned to {{facility}}',
  'notifications.email.plan-assigned.body':
    'An improvement plan, {{reference}}, was assigned to {{facility}} on {{issue}}. Open it to start work and show your evidence:\n{{link}}',
  'notifications.email.plan-submitted.subject': 'Improvement plan {{reference}} is ready for review',
  'notifications.email.plan-submitted.body':
    '{{facility}} marked improvement plan {{reference}} ({{issue}}) as done. Review its evidence here:\n{{link}}',
  'notifications.email.plan-evidence-requested.subject': 'Improvement plan {{reference}}: further evidence requested',
  'notifications.email.plan-evidence-requested.body':
    'Further evidence is requested on improvement plan {{reference}} of {{facility}} ({{issue}}). See the reason here:\n{{link}}',
  'notifications.email.plan-accepted.subject': 'Improvement plan {{reference}} is resolved',
  'notifications.email.plan-accepted.body':
    'The evidence of improvement plan {{reference}} of {{facility}} ({{issue}}) was accepted and the plan is resolved:\n{{link}}',
  'notifications.email.plan-target-date-changed.subject': 'Improvement plan {{reference}}: new target date',
  'notifications.email.plan-target-date-changed.body':
    'The target date of improvement plan {{reference}} of {{facility}} ({{issue}}) changed. See it here:\n{{link}}',
  'notifications.email.plan-comment.subject': 'New comment on improvement plan {{reference}}',
  'notifications.email.plan-comment.body':
    'A comment was added to improvement plan {{reference}} of {{facility}} ({{issue}}). Read it here:\n{{link}}',
  'notifications.email.plan-overdue.subject': 'Improvement plan {{reference}} is overdue',
  'notifications.email.plan-overdue.body':
    'Improvement plan {{reference}} of {{facility}} ({{issue}}) passed its target date and is now overdue:\n{{link}}',
  'notifications.email.plan-extension-requested.subject': 'Improvement plan {{reference}}: extension requested',
  'notifications.email.plan-extension-requested.body':
    '{{facility}} asks for more time on improvement plan {{reference}} ({{issue}}). Approve or decline it here:\n{{link}}',
  'notifications.email.plan-extension-approved.subject': 'Improvement plan {{reference}}: extension approved',
  'notifications.email.plan-extension-approved.body':
    'The extension of improvement plan {{reference}} of {{facility}} ({{issue}}) was approved. See the new target date here:\n{{link}}',
  'notifications.email.plan-extension-declined.subject': 'Improvement plan {{reference}}: extension declined',
  'notifications.email.plan-extension-declined.body':
    'The extension request on improvement plan {{reference}} of {{facility}} ({{issue}}) was declined. See why here:\n{{link}}',
  'notifications.email.noLink': 'Sign in to {{system}} to see it.',
  'notifications.email.settings': 'You can turn off e-mails of this kind in your notification settings: {{settingsLink}}',
} as const;
