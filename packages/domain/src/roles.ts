import { z } from 'zod';

export const ROLE_TYPES = ['Producer', 'Assessor', 'Administrator', 'Brand', 'API user'] as const;
export type TRoleType = (typeof ROLE_TYPES)[number];
export const ZRoleType = z.enum(ROLE_TYPES);

export const USER_STATUS = { ACTIVE: 1, DEACTIVATED: 2, INVITED: 3 } as const;
export type TUserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const USER_TYPES = ['Admin', 'Standard'] as const;
export type TUserType = (typeof USER_TYPES)[number];

export const CHAINS_OF_CUSTODY = ['Product Segregation', 'Mass balance'] as const;
export type TChainOfCustody = (typeof CHAINS_OF_CUSTODY)[number];

/** Facility type ids of the specification (§3); external clients rely on these numbers. */
export const FACILITY_TYPES = [
  { id: 1, code: 'FARM_GROUP', name: 'Farm group' },
  { id: 2, code: 'GINNER', name: 'Ginner' },
  { id: 3, code: 'SPINNER', name: 'Spinner' },
  { id: 4, code: 'BROKER', name: 'Broker' },
  { id: 5, code: 'TRANSPORTER', name: 'Transporter' },
  { id: 6, code: 'MILL', name: 'Mill' },
  { id: 7, code: 'BRAND', name: 'Brand' },
  { id: 8, code: 'AUDITOR', name: 'Auditor' },
  { id: 9, code: 'FARM_MONITOR', name: 'Farm monitor' },
  { id: 10, code: 'FINAL_PRODUCT_ASSEMBLY', name: 'Final product assembly' },
  { id: 11, code: 'FARM', name: 'Farm' },
] as const;
export type TFacilityTypeCode = (typeof FACILITY_TYPES)[number]['code'];

/** Role names the code refers to; other roles are data created during configuration. */
export const SYSTEM_ROLE_CODES = [
  'SUPER_ADMIN',
  'ADMIN',
  'FARM',
  'FARM_GROUP',
  'GINNER',
  'SPINNER',
  'BROKER',
  'TRANSPORTER',
  'MILL',
  'BRAND',
  'AUDITOR',
  'FARM_MONITOR',
  'FARM_MONITOR_WEB',
  'HOTLINE_OPERATOR',
  'SUPPLIER',
  'FINAL_PRODUCT_ASSEMBLY',
  'API_USER',
] as const;
export type TSystemRoleCode = (typeof SYSTEM_ROLE_CODES)[number];
