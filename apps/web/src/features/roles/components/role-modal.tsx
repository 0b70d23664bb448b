import { Alert, Button, Group, List, Modal, Stack, Stepper } from '@mantine/core';
import { parseLanguage, type TPermissionNode, type TRole } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveRole } from '../api/role-setup-api.ts';
import {
  EMPTY_ROLE_FORM,
  permissionsForType,
  problemsOfStep,
  roleFormFromRole,
  setIdentifierSystem,
  stepOfPath,
  stepsFor,
  systemsOf,
  toRoleInput,
  type TFormProblem,
  type TRoleFormValues,
} from '../role-form.ts';
import { AdditionalAttributesEditor } from './additional-attributes-editor.tsx';
import { AttributeSettingsList } from './attribute-settings-list.tsx';
import { IdentifierSystemPicker } from './identifier-system-picker.tsx';
import { PermissionPicker } from './permission-picker.tsx';
import { RoleInfoFields } from './role-info-fields.tsx';

type TRoleModalProps = {
  /** The role to edit; null adds a new one. */
  role: TRole | null;
  tree: readonly TPermissionNode[];
  readOnly: boolean;
  onClose: () => void;
};

export function RoleModal({ role, tree, readOnly, onClose }: TRoleModalProps) {
  const { t } = useTranslation();
  const title = readOnly ? t('roleSetup.modal.viewTitle') : role ? t('roleSetup.modal.editTitle') : t('roleSetup.modal.addTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <RoleForm role={role} tree={tree} readOnly={readOnly} onDone={onClose} />
    </Modal>
  );
}

function RoleForm({
  role,
  tree,
  readOnly,
  onDone,
}: {
  role: TRole | null;
  tree: readonly TPermissionNode[];
  readOnly: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveRole();
  const [values, setValues] = useState<TRoleFormValues>(() => (role ? roleFormFromRole(role) : EMPTY_ROLE_FORM));
  const [active, setActive] = useState(0);
  const [problems, setProblems] = useState<TFormProblem[]>([]);
  const steps = stepsFor(values.type);
  const step = steps[Math.min(active, steps.length - 1)] ?? 'info';
  const language = parseLanguage(i18n.language);
  const fieldLabels = {
    name: t('roleSetup.fields.name'),
    type: t('roleSetup.fields.type'),
    isRawMaterialExtractor: t('roleSetup.fields.isRawMaterialExtractor'),
    seasonStartDate: t('roleSetup.fields.seasonStartDate'),
    seasonDuration: t('roleSetup.fields.seasonDuration'),
    chainOfCustody: t('roleSetup.fields.chainOfCustody'),
  };

  const change = (patch: Partial<TRoleFormValues>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      return patch.type && patch.type !== current.type
        ? { ...next, permissions: permissionsForType(next.permissions, tree, patch.type) }
        : next;
    });
    setProblems([]);
  };

  /** Checks the steps up to `last`, and opens the first one with a problem. */
  const checkUpTo = (last: number) => {
    for (const [index, candidate] of steps.slice(0, last + 1).entries()) {
      const found = problemsOfStep(candidate, values, language, fieldLabels);
      if (found.length > 0) {
        setProblems(found);
        setActive(index);
        return false;
      }
    }
    return true;
  };

  const showServerProblems = (error: ApiError) => {
    const found = error.fieldErrors.map((fieldError) => ({
      step: stepOfPath(fieldError.path),
      path: fieldError.path,
      message: fieldError.message,
    }));
    const first = steps.findIndex((candidate) => found.some((problem) => problem.step === candidate));
    if (first === -1) {
      toastApiError(error);
      return;
    }
    setProblems(found);
    setActive(first);
  };

  const submit = () => {
    if (!checkUpTo(steps.length - 1)) return;
    save.mutate(
      { id: role?.id ?? null, input: toRoleInput(values) },
      {
        onSuccess: (saved) => {
          toast.success(t('roleSetup.modal.saved', { name: saved.name }));
          onDone();
        },
        onError: (error) => (error instanceof ApiError && error.fieldErrors.length > 0 ? showServerProblems(error) : toastApiError(error)),
      },
    );
  };

  const stepProblems = problems.filter((problem) => problem.step === step);
  const errors = Object.fromEntries(stepProblems.map((problem) => [problem.path, problem.message]));
  const isLast = active >= steps.length - 1;
  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={(index) => (readOnly || index < active || checkUpTo(index - 1) ? setActive(index) : undefined)}
        size="sm"
      >
        {steps.map((candidate) => (
          <Stepper.Step key={candidate} label={t(`roleSetup.steps.${candidate}`)} />
        ))}
      </Stepper>
      {step !== 'info' && stepProblems.length > 0 ? (
        <Alert color="red" title={t('roleSetup.modal.fix')}>
          <List size="sm">
            {stepProblems.map((problem) => (
              <List.Item key={`${problem.path}-${problem.message}`}>{problem.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {step === 'info' ? (
        <RoleInfoFields values={values} errors={errors} disabled={readOnly} typeLocked={Boolean(role?.code)} onChange={change} />
      ) : null}
      {step === 'permissions' && values.type ? (
        <PermissionPicker
          tree={tree}
          type={values.type}
          permissions={values.permissions}
          disabled={readOnly}
          onChange={(permissions) => change({ permissions })}
        />
      ) : null}
      {step === 'identifierSystem' ? (
        <IdentifierSystemPicker
          chosen={systemsOf(values)}
          disabled={readOnly}
          onChange={(system, chosen) => change({ attributes: setIdentifierSystem(values.attributes, system, chosen) })}
        />
      ) : null}
      {step === 'additionalAttributes' ? (
        <AdditionalAttributesEditor
          attributes={values.attributes}
          errors={errors}
          disabled={readOnly}
          onChange={(attributes) => change({ attributes })}
        />
      ) : null}
      {step === 'attributeSettings' ? (
        <AttributeSettingsList attributes={values.attributes} disabled={readOnly} onChange={(attributes) => change({ attributes })} />
      ) : null}
      <Group justify="space-between">
        <Button variant="default" disabled={active === 0} onClick={() => setActive(active - 1)}>
          {t('roleSetup.modal.back')}
        </Button>
        {isLast ? (
          readOnly ? (
            <Button onClick={onDone}>{t('common.close')}</Button>
          ) : (
            <Button loading={save.isPending} onClick={submit}>
              {t('roleSetup.modal.save')}
            </Button>
          )
        ) : (
          <Button onClick={() => (readOnly || checkUpTo(active) ? setActive(active + 1) : undefined)}>{t('roleSetup.modal.next')}</Button>
        )}
      </Group>
    </Stack>
  );
}
