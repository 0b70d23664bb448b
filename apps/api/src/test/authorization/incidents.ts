import type { AuthorizationFragment } from './rule.ts';

/**
 * Incident reports and the audit log. The demo administrator holds SUBMIT_GRIEVANCE_REPORTS and
 * REFER_REPORT_FOR_FOLLOW_UP; the demo auditor REACTIVE_ASSESSMENTS and VIEW_ONLY_MY_REPORTS but not
 * PROACTIVE_ASSESSMENTS; the demo API user every API-user report permission. The super administrator is an
 * Administrator without the grievance permissions: it reads the audit log and report files, nothing else.
 */
export const INCIDENTS_ROUTES: AuthorizationFragment = {
  module: 'incidents',
  routes: {
    'POST /api/grievance-reports': ['administrator'],
    'GET /api/grievance-reports': ['administrator'],
    'GET /api/grievance-reports/assignees': ['administrator'],
    'GET /api/grievance-reports/facilities': ['administrator'],
    'GET /api/grievance-reports/{id}': ['administrator'],
    'GET /api/grievance-reports/{id}/trail': ['superAdmin', 'administrator'],
    'PUT /api/grievance-reports/{id}': ['administrator'],
    'POST /api/grievance-reports/{id}/close': ['administrator'],
    'POST /api/requests': [],
    'GET /api/requests': ['assessor'],
    'GET /api/requests/{id}': ['assessor'],
    'POST /api/requests/{id}/responses': ['assessor'],
    'POST /api/incident-reports': ['apiUser'],
    'GET /api/incident-reports': ['apiUser'],
    'POST /api/incident-reports/{id}/responses': ['apiUser'],
    'GET /api/incident-reports/{id}/files/{blobName}': ['superAdmin', 'administrator', 'assessor', 'apiUser'],
    'GET /api/audit-log': ['superAdmin', 'administrator'],
  },
};
