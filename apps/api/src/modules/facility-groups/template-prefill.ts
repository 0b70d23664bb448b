import type { TAnswerValue } from '@opentrace/domain';
import type ExcelJS from 'exceljs';
import { displayedText } from '../../lib/xlsx-sheets.ts';
import type { StoredGroup } from '../self-assessments/index.ts';
import { cellFromAnswer, type HeaderCell, mapQuestionColumns } from './answer-matching.ts';
import {
  ANSWER_SHEET_GROUP,
  COMMUNITY_ANSWER_ROW,
  FARM_REFERENCE_COLUMN,
  farmFieldOf,
  GROUP_REFERENCE_LABEL,
  GROUP_REFERENCE_SHEET,
  HEADER_ROW,
  headerKey,
  SITE_FIELDS,
  SITE_LABELS,
  TEMPLATE_SHEETS,
  type TFarmField,
  type TSiteField,
} from './template-format.ts';

export interface PrefillGroup {
  id: string;
  site: Record<TSiteField, string>;
  communityAnswers: ReadonlyMap<string, readonly TAnswerValue[]>;
  farms: {
    id: string;
    values: Record<TFarmField, string>;
    answers: ReadonlyMap<string, readonly TAnswerValue[]>;
  }[];
}

const sheetNamed = (workbook: ExcelJS.Workbook, name: string) =>
  workbook.worksheets.find((sheet) => headerKey(sheet.name) === headerKey(name));

function headerCells(sheet: ExcelJS.Worksheet): HeaderCell[] {
  const cells: HeaderCell[] = [];
  sheet.getRow(HEADER_ROW).eachCell({ includeEmpty: false }, (cell, column) => {
    const title = displayedText(cell);
    if (title !== '') cells.push({ position: column - 1, title });
  });
  return cells;
}

function writeAnswers(
  row: ExcelJS.Row,
  columns: ReadonlyMap<string, number>,
  group: StoredGroup | undefined,
  answers: ReadonlyMap<string, readonly TAnswerValue[]>,
): void {
  for (const question of group?.questions ?? []) {
    const position = columns.get(question.id);
    const values = answers.get(question.id);
    if (position !== undefined && values) row.getCell(position + 1).value = cellFromAnswer(question, values);
  }
}

/**
 * Fills the role's own template with a group's data, so the administrator edits what is there
 * rather than retyping it. A hidden column keeps each farm's id and a hidden sheet the group's, so
 * the edited file updates exactly these farms of exactly this group.
 */
export function prefillTemplate(workbook: ExcelJS.Workbook, questionnaire: readonly StoredGroup[], group: PrefillGroup): void {
  const questionGroup = (name: string) => questionnaire.find((candidate) => headerKey(candidate.name) === headerKey(name));

  const site = sheetNamed(workbook, TEMPLATE_SHEETS.site);
  site?.eachRow((row) => {
    const label = headerKey(displayedText(row.getCell(1)));
    const field = SITE_FIELDS.find((candidate) => SITE_LABELS[candidate].some((name) => headerKey(name) === label));
    if (field) row.getCell(2).value = group.site[field];
  });

  const community = sheetNamed(workbook, TEMPLATE_SHEETS.community);
  if (community) {
    const communityGroup = questionGroup(ANSWER_SHEET_GROUP.community);
    const { columns } = mapQuestionColumns(headerCells(community), communityGroup?.questions ?? []);
    writeAnswers(community.getRow(COMMUNITY_ANSWER_ROW), columns, communityGroup, group.communityAnswers);
  }

  const facility = sheetNamed(workbook, TEMPLATE_SHEETS.facility);
  if (facility) {
    const header = headerCells(facility);
    const farmColumns = new Map<TFarmField, number>();
    for (const cell of header) {
      const field = farmFieldOf(cell.title);
      if (field && !farmColumns.has(field)) farmColumns.set(field, cell.position);
    }
    const laborGroup = questionGroup(ANSWER_SHEET_GROUP.facility);
    const questionHeaders = header.filter((cell) => farmFieldOf(cell.title) === null);
    const { columns } = mapQuestionColumns(questionHeaders, laborGroup?.questions ?? []);
    const referenceColumn = Math.max(0, ...header.map((cell) => cell.position + 1)) + 1;
    facility.getRow(HEADER_ROW).getCell(referenceColumn).value = FARM_REFERENCE_COLUMN;
    facility.getColumn(referenceColumn).hidden = true;

    for (const [offset, farm] of group.farms.entries()) {
      const row = facility.getRow(HEADER_ROW + 1 + offset);
      for (const [field, position] of farmColumns) row.getCell(position + 1).value = farm.values[field];
      writeAnswers(row, columns, laborGroup, farm.answers);
      row.getCell(referenceColumn).value = farm.id;
    }
  }

  const reference = workbook.addWorksheet(GROUP_REFERENCE_SHEET, { state: 'veryHidden' });
  reference.addRow([GROUP_REFERENCE_LABEL, group.id]);
}
