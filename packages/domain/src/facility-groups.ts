import { z } from 'zod';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZRowCheck } from './validation.ts';

/**
 * Facility (farm) groups (DOMAIN.md §10.3): an administrator imports a group of farms, with their
 * answers to the role's questionnaire, from the role's facility-group template.
 */

/** A group's ID is a 4-digit number assigned by the CSO, unique among groups. */
export const FACILITY_GROUP_CODE_MIN = 1000;
export const FACILITY_GROUP_CODE_MAX = 9999;
/** A farm's ID within its group: exactly this many characters. */
export const FARM_CODE_LENGTH = 3;
/** Farms one file may carry. */
export const FACILITY_GROUP_MAX_FARMS = 100;

export const ZFacilityGroupParams = z.object({ id: z.uuid() });
export const ZFacilityGroupFarmParams = z.object({ id: z.uuid(), farmId: z.uuid() });
export const ZFacilityGroupRoleQuery = z.object({ roleId: z.uuid() });

/** Groups come ordered by their ID, so the list takes no `sort`. */
export const ZFacilityGroupListQuery = ZPageQuery.omit({ sort: true }).extend({
  roleId: z.uuid(),
  /** Part of the group's ID or name. */
  key: z.string().trim().max(100).optional(),
});
export type TFacilityGroupListQuery = z.infer<typeof ZFacilityGroupListQuery>;

const ZPlace = z.object({ id: z.uuid(), name: z.string() });

export const ZFacilityGroupSummary = z
  .object({
    id: z.uuid(),
    roleId: z.uuid(),
    code: z.string(),
    name: z.string(),
    country: ZPlace.nullable(),
    province: ZPlace.nullable(),
    district: ZPlace.nullable(),
    /** "District, Province, Country" in the reader's language, Other parts left out. */
    location: z.string(),
    farmCount: z.number().int(),
    /** Farms whose questionnaire route is fully answered. */
    answeredCount: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'FacilityGroupSummary' });
export type TFacilityGroupSummary = z.infer<typeof ZFacilityGroupSummary>;

export const ZFacilityGroupPage = pageOf(ZFacilityGroupSummary).meta({ id: 'FacilityGroupPage' });
export type TFacilityGroupPage = z.infer<typeof ZFacilityGroupPage>;

export const ZFacilityGroupFarm = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    contactFirstName: z.string().nullable(),
    contactLastName: z.string().nullable(),
    address: z.string().nullable(),
    businessRegisterNumber: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    /** A farm certification in the reader's language, or null when none is recorded. */
    certification: z.object({ code: z.string(), name: z.string() }).nullable(),
    /** YYYY-MM-DD. */
    certificationExpiresOn: z.iso.date().nullable(),
    /** Stored answers, community questions included. */
    answerCount: z.number().int(),
    /** Set when nothing on the farm's questionnaire route is left open. */
    answeredSaqAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'FacilityGroupFarm' });
export type TFacilityGroupFarm = z.infer<typeof ZFacilityGroupFarm>;

export const ZFacilityGroupDetail = ZFacilityGroupSummary.extend({
  roleName: z.string(),
  farms: z.array(ZFacilityGroupFarm),
}).meta({ id: 'FacilityGroupDetail' });
export type TFacilityGroupDetail = z.infer<typeof ZFacilityGroupDetail>;

export const ZFarmAnswers = z
  .object({
    farmId: z.uuid(),
    code: z.string(),
    name: z.string(),
    answeredSaqAt: z.iso.datetime().nullable(),
    /** The questionnaire's groups in order, each with its answered questions in order. */
    groups: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        questions: z.array(
          z.object({
            id: z.uuid(),
            index: z.number().int(),
            title: z.string(),
            /** The chosen options (with any "Other" text) or the number or text given. */
            answers: z.array(z.string()),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'FarmAnswers' });
export type TFarmAnswers = z.infer<typeof ZFarmAnswers>;

/** Multipart form fields of validate-import-template, beside the `file` part. */
export const ZFacilityGroupValidateFields = z.object({
  roleId: z.uuid(),
  /** Set to check an update of this group (its pre-filled template, edited). */
  facilityGroupId: z.uuid().optional(),
});
export type TFacilityGroupValidateFields = z.infer<typeof ZFacilityGroupValidateFields>;

/** What importing the checked file will do, shown before the administrator confirms. */
export const ZFacilityGroupImportPlan = z.object({
  code: z.string(),
  name: z.string(),
  farms: z.number().int(),
  addedFarms: z.number().int(),
  updatedFarms: z.number().int(),
  removedFarms: z.number().int(),
  /** Farms whose questionnaire route the file answers completely. */
  completedQuestionnaires: z.number().int(),
});
export type TFacilityGroupImportPlan = z.infer<typeof ZFacilityGroupImportPlan>;

/**
 * Row errors per sheet as `Index {row}: {error}` (spec §5), with the counts of farm records: a
 * record fails when its row, or the group's own rows, have errors.
 */
export const ZFacilityGroupValidation = ZRowCheck.extend({
  errors: z.array(z.object({ sheet: z.string(), index: z.number().int(), errors: z.array(z.string()) })),
  errorCount: z.number().int(),
  /** Null unless the whole file is valid: only an error-free file can be imported. */
  fileId: z.uuid().nullable(),
  plan: ZFacilityGroupImportPlan.nullable(),
}).meta({ id: 'FacilityGroupValidation' });
export type TFacilityGroupValidation = z.infer<typeof ZFacilityGroupValidation>;

export const ZFacilityGroupImportInput = z.object({ fileId: z.uuid(), roleId: z.uuid() });
export type TFacilityGroupImportInput = z.infer<typeof ZFacilityGroupImportInput>;
export const ZFacilityGroupUpdateInput = z.object({ fileId: z.uuid() });
export type TFacilityGroupUpdateInput = z.infer<typeof ZFacilityGroupUpdateInput>;

export const ZFacilityGroupImportResult = ZFacilityGroupImportPlan.extend({ id: z.uuid() }).meta({ id: 'FacilityGroupImportResult' });
export type TFacilityGroupImportResult = z.infer<typeof ZFacilityGroupImportResult>;
