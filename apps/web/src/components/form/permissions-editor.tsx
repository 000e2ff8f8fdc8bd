import {
  ACTION_LABELS,
  ACTIONS,
  grantablePermissions,
  PERMISSION_RESOURCES,
  type TPermissionResource,
  type TUserType,
} from '@estadia/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSession } from '../../app/session-context.tsx';
import { isRequired, type TEditorProps } from './editor-props.ts';
import { dependenciesOf, permissionTypeOf } from './form-model.ts';

interface TResourceRow {
  resource: TPermissionResource;
  label: string;
  permissions: string[];
}

function rowsFor(type: TUserType): TResourceRow[] {
  const rows = new Map<TPermissionResource, TResourceRow>();
  for (const permission of grantablePermissions(type)) {
    const resource = permission.split(':')[0] as TPermissionResource;
    const row = rows.get(resource) ?? { resource, label: PERMISSION_RESOURCES[resource].label, permissions: [] };
    row.permissions.push(permission);
    rows.set(resource, row);
  }
  return [...rows.values()];
}

interface TBoxState {
  checked: boolean;
  indeterminate?: boolean;
  disabled: boolean;
  onToggle(on: boolean): void;
}

function PermissionBox({ name, state }: { name: string; state: TBoxState }) {
  return (
    <Checkbox
      size="small"
      checked={state.checked}
      indeterminate={state.indeterminate}
      disabled={state.disabled}
      onChange={(event) => state.onToggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': name } }}
    />
  );
}

/**
 * The role editor's 'Acessos' matrix (spec §6): resources the role's type may hold by the four actions, with
 * select-all per row and overall. A company user may grant only what it holds itself, so the rest is disabled.
 * A table from sm up; on phones each resource is a small block, with the same accessible names.
 */
export function PermissionsEditor({ field, id, value, onChange, error, ctx, values, disabled }: TEditorProps) {
  const session = useSession();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = rowsFor(permissionTypeOf(values[dependenciesOf(field)[0] ?? 'type']));
  const selected = new Set(Array.isArray(value) ? (value as string[]) : []);
  const enabled = (permission: string) => !disabled && session.can(permission);
  const helperId = `${id}-helper`;

  const setAll = (permissions: string[], on: boolean) => {
    const next = new Set(selected);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange([...next]);
  };
  const group = (permissions: string[]): TBoxState => {
    const usable = permissions.filter(enabled);
    const on = usable.filter((p) => selected.has(p)).length;
    return {
      checked: usable.length > 0 && on === usable.length,
      indeterminate: on > 0 && on < usable.length,
      disabled: usable.length === 0,
      onToggle: (checked) => setAll(usable, checked),
    };
  };
  const single = (permission: string): TBoxState => ({
    checked: selected.has(permission),
    disabled: !enabled(permission),
    onToggle: (checked) => setAll([permission], checked),
  });

  const everything = group(rows.flatMap((row) => row.permissions));
  const actionName = (row: TResourceRow, action: (typeof ACTIONS)[number]) => `${row.label}: ${ACTION_LABELS[action]}`;

  const matrix = phone ? (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <FormControlLabel
        control={<PermissionBox name="Selecionar todos" state={everything} />}
        label="Selecionar todos"
      />
      {rows.map((row) => (
        <Box key={row.resource} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <FormControlLabel
            control={<PermissionBox name={`${row.label}: todos`} state={group(row.permissions)} />}
            label={<Typography sx={{ fontWeight: 600 }}>{row.label}</Typography>}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', pl: 3 }}>
            {ACTIONS.map((action) => (
              <FormControlLabel
                key={action}
                control={<PermissionBox name={actionName(row, action)} state={single(`${row.resource}:${action}`)} />}
                label={ACTION_LABELS[action]}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  ) : (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={field.title}>
        <TableHead>
          <TableRow>
            <TableCell>Recurso</TableCell>
            <TableCell padding="checkbox" align="center">
              <PermissionBox name="Selecionar todos" state={everything} />
            </TableCell>
            {ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {ACTION_LABELS[action]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.resource}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell padding="checkbox" align="center">
                <PermissionBox name={`${row.label}: todos`} state={group(row.permissions)} />
              </TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} padding="checkbox" align="center">
                  <PermissionBox name={actionName(row, action)} state={single(`${row.resource}:${action}`)} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <FormControl error={!!error} fullWidth component="fieldset" id={id} aria-describedby={error ? helperId : undefined}>
      <FormLabel component="legend" required={isRequired(field, ctx)}>
        {field.title}
      </FormLabel>
      {matrix}
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
