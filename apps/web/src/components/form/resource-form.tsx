import { MISSING_FIELDS_MARKER, type TResourceView } from '@estadia/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, api } from '../../app/api-client.ts';
import { useSession } from '../../app/session-context.tsx';
import { saveErrorText } from '../feedback/error-text.ts';
import { useFeedback } from '../feedback/feedback-provider.tsx';
import { listingQueryKey } from '../listing/use-listing-data.ts';
import { FieldList, type TCustomEditors } from './field-list.tsx';
import {
  activeSteps,
  applyChange,
  buildPayload,
  errorLines,
  errorsOfStep,
  fieldLabels,
  initialValues,
  serverFieldErrors,
  stepOfFirstError,
  type TFieldErrors,
  type TFormContext,
  type TFormValues,
  validateForm,
} from './form-model.ts';
import { FormStepper } from './form-stepper.tsx';
import type { TMapView } from './map-view.ts';
import { useCepFill } from './use-cep-fill.ts';

export type TSavedRow = Record<string, unknown>;

export interface TResourceFormProps {
  view: TResourceView;
  /** The shared zod schemas the server runs too, so both say the same words. */
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** Edits this record; without it the form creates one. */
  id?: number;
  onSaved?(row: TSavedRow): void;
  /** Values a new record starts with instead of the defaults (an order opened from a calendar date). */
  prefill?: TFormValues;
  /** Screen-specific editors by property (an order's price panel fills valuesDaily). */
  editors?: TCustomEditors;
  /**
   * Where the form goes after saving or 'Cancelar': by default the listing route. An inline form (holidays,
   * integrations) stays on its screen and starts over instead.
   */
  onClose?(): void;
}

type TLoad = 'loading' | 'ready' | 'failed';

const hasErrors = (errors: TFieldErrors) => Object.keys(errors).length > 0;

/** The generic form screen (backoffice §2.5): new or edit, single page or stepped, validated by the shared schemas. */
export function ResourceForm({
  view,
  createSchema,
  updateSchema,
  id,
  onSaved,
  onClose,
  prefill,
  editors,
}: TResourceFormProps) {
  const { isAdmin } = useSession();
  const { notify, showError, track } = useFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { fields, resource } = view;
  const mode = id === undefined ? 'new' : 'edit';
  // A view the position field's map is asked to show (after a CEP): part of ctx, which editors receive.
  const [mapView, setMapView] = useState<TMapView | null>(null);
  const ctx = useMemo<TFormContext>(() => ({ mode, isAdmin, id, mapView }), [mode, isAdmin, id, mapView]);
  const schema = mode === 'new' ? createSchema : updateSchema;

  const [values, setValues] = useState<TFormValues>(() => ({ ...initialValues(fields, 'new'), ...prefill }));
  const [load, setLoad] = useState<TLoad>(mode === 'edit' ? 'loading' : 'ready');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<TFieldErrors>({});
  // Errors follow the typing only once the user tried to move on; before that the form stays quiet.
  const [attempted, setAttempted] = useState(false);
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setErrors({});
    setServerErrors({});
    setAttempted(false);
    setStep(0);
    setMapView(null);
    if (id === undefined) {
      setValues({ ...initialValues(fields, 'new'), ...prefill });
      setLoad('ready');
      return;
    }
    let current = true;
    setLoad('loading');
    track(api.get<TFormValues>(`/${resource}/${id}`))
      .then((row) => {
        if (!current) return;
        setValues(initialValues(fields, 'edit', row));
        setLoad('ready');
      })
      .catch((failure: unknown) => {
        if (!current) return;
        setLoad('failed');
        showError(failure instanceof Error ? failure.message : undefined);
      });
    return () => {
      current = false;
    };
  }, [id, resource, fields, track, showError, prefill]);

  const labels = useMemo(() => fieldLabels(fields), [fields]);
  const stepped = !!view.steps?.length;
  const steps = stepped ? activeSteps(view.steps?.length ?? 0, fields, values, ctx) : [0];
  const position = Math.max(0, steps.indexOf(step));
  const currentStep = steps[position] ?? 0;
  const isLast = position >= steps.length - 1;

  const toList = () => (onClose ? onClose() : navigate(view.listRoute));

  const goTo = (target: number) => {
    setStep(target);
    setErrors({});
    setAttempted(false);
    window.scrollTo?.({ top: 0 });
  };

  // A completed CEP fills the address fields when the lookup answers, then moves the map to the address.
  const lookUpCep = useCepFill(
    fields,
    values,
    (filled) => {
      setValues(filled);
      if (attempted) setErrors(validateForm(schema, fields, filled, ctx, id));
    },
    setMapView,
  );

  const change = (property: string, value: unknown, label?: string) => {
    const next = applyChange(fields, values, property, value, label);
    setValues(next);
    lookUpCep(property, values[property], value);
    if (attempted) setErrors(validateForm(schema, fields, next, ctx, id));
    setServerErrors((old) => {
      const kept = Object.entries(old).filter(([key]) => key !== property && !key.startsWith(`${property}.`));
      return kept.length === Object.keys(old).length ? old : Object.fromEntries(kept);
    });
  };

  // Keyboard and screen-reader users land on the first field to fix, once the step holding it is on screen.
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  /** Shows the problems: under the fields, on the step of the first one, and as 'label: message' lines. */
  const report = (found: TFieldErrors) => {
    setErrors(found);
    setAttempted(true);
    const target = stepOfFirstError(found, fields);
    if (stepped && target !== undefined && steps.includes(target)) setStep(target);
    notify(errorLines(found, fields).join('\n'), { severity: 'error' });
    focusFirstError();
  };

  const next = () => {
    const found = errorsOfStep(validateForm(schema, fields, values, ctx, id), fields, currentStep);
    if (hasErrors(found)) return report(found);
    const following = steps[position + 1];
    if (following !== undefined) goTo(following);
  };

  const save = async () => {
    const found = validateForm(schema, fields, values, ctx, id);
    if (hasErrors(found)) return report(found);
    setSaving(true);
    try {
      const payload = buildPayload(fields, values, ctx, id);
      const row = await track(
        mode === 'new' ? api.post<TSavedRow>(`/${resource}`, payload) : api.put<TSavedRow>(`/${resource}`, payload),
      );
      notify('Salvo com sucesso!', { severity: 'success' });
      // The listing shown next keeps pages for a while (query staleTime): it must not show one without the change.
      void queryClient.invalidateQueries({ queryKey: listingQueryKey(resource) });
      onSaved?.(row);
      toList();
    } catch (failure) {
      const onFields =
        failure instanceof ApiError && failure.statusCode === 400 ? serverFieldErrors(failure.additionalData) : {};
      setServerErrors(onFields);
      const target = stepOfFirstError(onFields, fields);
      if (stepped && target !== undefined && steps.includes(target)) setStep(target);
      if (hasErrors(onFields)) focusFirstError();
      const text = saveErrorText(failure, labels);
      if (failure instanceof ApiError && failure.message.includes(MISSING_FIELDS_MARKER)) {
        notify(text, { severity: 'error' });
      } else {
        showError(text);
      }
    } finally {
      setSaving(false);
    }
  };

  if (load !== 'ready') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {load === 'loading' ? (
          <CircularProgress aria-label="Carregando" />
        ) : (
          <Button variant="outlined" onClick={toList}>
            Voltar
          </Button>
        )}
      </Stack>
    );
  }

  const shownErrors = { ...serverErrors, ...errors };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={view.singularTitle}
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        if (isLast) void save();
        else next();
      }}
    >
      {stepped && view.steps && <FormStepper titles={view.steps} steps={steps} current={currentStep} onSelect={goTo} />}
      <FieldList
        fields={fields}
        values={values}
        errors={shownErrors}
        ctx={ctx}
        idPrefix={`form-${resource}`}
        step={stepped ? currentStep : undefined}
        onChange={change}
        disabled={saving}
        editors={editors}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 3, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button type="button" onClick={toList} disabled={saving}>
          Cancelar
        </Button>
        <Stack direction="row" spacing={1}>
          {position > 0 && (
            <Button type="button" variant="outlined" onClick={() => goTo(steps[position - 1] ?? 0)} disabled={saving}>
              Voltar
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={saving}>
            {isLast ? (mode === 'edit' ? 'Salvar' : 'Cadastrar') : 'Próximo'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
