import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useEffect } from 'react';
import { useSession } from '../../app/session-context.tsx';
import type { TOwnerItem } from './layout-data.ts';

const ALL = 'all';

/** Owner options: an admin also gets 'Todas' (no branch chosen means all). */
export function ownerOptions(owners: readonly TOwnerItem[], isAdmin: boolean) {
  const options = owners.map((owner) => ({ value: String(owner.id), label: owner.name }));
  return isAdmin ? [{ value: ALL, label: 'Todas' }, ...options] : options;
}

/** The branch selector (backoffice §1, §2.3): shown only when there is more than one option. */
export function BranchSelector({ owners }: { owners: readonly TOwnerItem[] }) {
  const { isAdmin, selectedOwner, setSelectedOwner } = useSession();
  const options = ownerOptions(owners, isAdmin);
  const known = selectedOwner !== null && owners.some((owner) => owner.id === selectedOwner);

  useEffect(() => {
    // A stored branch that is no longer offered (deactivated company) falls back to the default.
    if (owners.length > 0 && selectedOwner !== null && !known) setSelectedOwner(null);
  }, [owners.length, known, selectedOwner, setSelectedOwner]);

  if (options.length <= 1) return null;
  const value = known ? String(selectedOwner) : isAdmin ? ALL : (options[0]?.value ?? '');
  return (
    <FormControl size="small" sx={{ minWidth: 120, maxWidth: { xs: 140, sm: 220 } }}>
      <InputLabel id="branch-selector-label">Empresa</InputLabel>
      <Select
        labelId="branch-selector-label"
        label="Empresa"
        value={value}
        onChange={(event) => setSelectedOwner(event.target.value === ALL ? null : Number(event.target.value))}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
