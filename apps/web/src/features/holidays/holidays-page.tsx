import { holidayView, todayIn, ZHolidayCreate, ZHolidayUpdate } from '@estadia/shared';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api-client.ts';
import { useSession } from '../../app/session-context.tsx';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import { InlineFormScreen } from '../../components/listing/inline-form-screen.tsx';
import { listingQueryKey } from '../../components/listing/use-listing-data.ts';
import { useSelectOptions } from '../../components/listing/use-select-options.ts';

const COMPANIES = { resource: 'companys', labelKey: 'name' };

/** The snackbar after an import; dates already present are skipped by the server, so 0 is a normal answer. */
function importedText(created: number) {
  if (created === 0) return 'Nenhum feriado importado: todos já estavam cadastrados.';
  return created === 1 ? '1 feriado importado.' : `${created} feriados importados.`;
}

/** 'Importar feriados nacionais' of the current or the next year (in São Paulo) into the company's holidays. */
function NationalHolidaysImport() {
  const { isAdmin, selectedOwner, can } = useSession();
  const { notify, showError, track } = useFeedback();
  const queryClient = useQueryClient();
  const thisYear = Number(todayIn('America/Sao_Paulo').slice(0, 4));
  const [year, setYear] = useState(thisYear);
  // Admins import into a company of their choice; until they pick one here, the one selected in the header.
  const [chosenCompany, setCompanyId] = useState<string | null>(null);
  const companyId = chosenCompany ?? (selectedOwner ? String(selectedOwner) : '');
  const companies = useSelectOptions(COMPANIES, isAdmin);
  const [running, setRunning] = useState(false);

  if (!can('HOLIDAY:CREATE')) return null;

  const run = async () => {
    if (isAdmin && !companyId) {
      notify('Empresa: Campo obrigatório', { severity: 'error' });
      return;
    }
    setRunning(true);
    try {
      const answer = await track(
        api.post<{ created: number }>('/holidays/importNationalHolidays', {
          year,
          ...(isAdmin ? { companyId: Number(companyId) } : {}),
        }),
      );
      notify(importedText(answer.created), { severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: listingQueryKey(holidayView.resource) });
    } catch (failure) {
      showError(failure instanceof Error ? failure.message : undefined);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="national-holidays-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="national-holidays-title" variant="h6" component="h2">
        Feriados nacionais
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Adiciona de uma vez os feriados nacionais do ano escolhido. Datas já cadastradas ficam como estão.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          id="national-holidays-year"
          label="Ano"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {[thisYear, thisYear + 1].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {isAdmin && (
          <TextField
            select
            size="small"
            id="national-holidays-company"
            label="Empresa"
            required
            value={companyId}
            onChange={(event) => setCompanyId(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {companies.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button variant="contained" startIcon={<EventAvailableIcon />} onClick={run} disabled={running}>
          Importar feriados nacionais
        </Button>
      </Stack>
    </Paper>
  );
}

/** Holidays: one screen with the inline form (date, name; company for admins) above the list (spec §2.4). */
export function HolidaysPage() {
  return (
    <InlineFormScreen
      view={holidayView}
      createSchema={ZHolidayCreate}
      updateSchema={ZHolidayUpdate}
      newTitle="Novo feriado"
    >
      <NationalHolidaysImport />
    </InlineFormScreen>
  );
}
