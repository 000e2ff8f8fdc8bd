import { type TAvailabilityDay, todayIn } from '@estadia/shared';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../app/api-client.ts';
import { formatDay } from '../../../app/format.ts';
import {
  addMonths,
  checkOutOf,
  clickDay,
  dayRole,
  firstDayOf,
  lastDayOf,
  monthOf,
  monthWeeks,
  movedFocus,
  nightsOf,
  nightsOfValue,
  selectionOf,
  type TDayRole,
  type TMonth,
} from '../date-range.ts';
import { isRequired, type TEditorProps } from '../editor-props.ts';
import { dependenciesOf } from '../form-model.ts';

const BUSINESS_TZ = 'America/Sao_Paulo';
const AVAILABILITY_KEY = 'rental-availability';

// Days are calendar days, not instants: formatted at UTC midnight so no time zone can shift them.
const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);
const monthTitle = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayLong = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });
// 2026-03-01 was a Sunday: the header runs Sunday to Saturday, as Brazilian calendars do.
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => {
  const date = utcDate(`2026-03-0${i + 1}`);
  return { short: weekdayShort.format(date).replace('.', ''), long: weekdayLong.format(date) };
});

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type TAvailability = ReadonlyMap<string, boolean>;

/**
 * The rental's open nights for the months on screen, one call per month (so moving a month on fetches one more),
 * plus every month already fetched for the same rental: a stay spanning months is checked night by night.
 */
function useAvailability(rentalId: number | null, exceptOrderId: number | undefined, months: TMonth[]) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: months.map((month) => ({
      queryKey: [AVAILABILITY_KEY, rentalId, exceptOrderId ?? null, month],
      queryFn: () =>
        api.get<TAvailabilityDay[]>('/reservation/getRentalAvailability', {
          rentalId,
          startDate: firstDayOf(month),
          endDate: lastDayOf(month),
          exceptOrderId,
        }),
      enabled: rentalId !== null,
      // Other people book too: each form asks again what was free when the last one looked.
      refetchOnMount: 'always' as const,
    })),
  });
  const loading = rentalId !== null && results.some((r) => r.isPending);
  const failed = results.some((r) => r.isError);
  const stamp = results.map((r) => r.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stamp says when any shown month's answer changed
  const known = useMemo<TAvailability>(() => {
    const map = new Map<string, boolean>();
    if (rentalId === null) return map;
    for (const [, days] of queryClient.getQueriesData<TAvailabilityDay[]>({
      queryKey: [AVAILABILITY_KEY, rentalId, exceptOrderId ?? null],
    })) {
      for (const day of days ?? []) map.set(day.date, day.isAvailable);
    }
    return map;
  }, [queryClient, rentalId, exceptOrderId, stamp]);
  return { known, loading, failed };
}

function roleText(role: TDayRole): string {
  if (role === 'start' || role === 'single') return ', primeira diária';
  if (role === 'end') return ', última diária';
  if (role === 'inside') return ', selecionado';
  return '';
}

interface TMonthGridProps {
  month: TMonth;
  idPrefix: string;
  focused: string;
  selectionRole(day: string): TDayRole;
  isSelectable(day: string): boolean;
  today: string;
  disabled?: boolean;
  invalid: boolean;
  describedBy?: string;
  onPick(day: string): void;
  onKey(event: KeyboardEvent<HTMLButtonElement>, day: string): void;
  registerButton(day: string, element: HTMLButtonElement | null): void;
}

function MonthGrid(props: TMonthGridProps) {
  const { month, idPrefix, focused, selectionRole, isSelectable, today, disabled, invalid, describedBy } = props;
  const titleId = `${idPrefix}-${month}-title`;
  return (
    <Box sx={{ minWidth: 0, flex: '1 1 0', maxWidth: 360 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        {capitalized(monthTitle.format(utcDate(firstDayOf(month))))}
      </Typography>
      <Box
        component="table"
        role="grid"
        aria-labelledby={titleId}
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <Box
                component="th"
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 500, pb: 0.5 }}
              >
                {weekday.short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before and after the month have only a position
                if (!day) return <td key={`empty-${i}`} />;
                const role = selectionRole(day);
                const open = isSelectable(day);
                const picked = role !== null;
                const ends = role === 'start' || role === 'end' || role === 'single';
                return (
                  <Box component="td" key={day} role="gridcell" aria-selected={picked} sx={{ p: '1px' }}>
                    <Box
                      component="button"
                      type="button"
                      ref={(element: HTMLButtonElement | null) => props.registerButton(day, element)}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={`${dayTitle.format(utcDate(day))}${open ? '' : ', indisponível'}${roleText(role)}${day === today ? ', hoje' : ''}`}
                      aria-disabled={!open || disabled ? true : undefined}
                      aria-invalid={invalid && day === focused ? true : undefined}
                      aria-describedby={describedBy}
                      data-day={day}
                      onClick={() => props.onPick(day)}
                      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => props.onKey(event, day)}
                      sx={(theme: Theme) => ({
                        width: '100%',
                        aspectRatio: '1',
                        maxHeight: 44,
                        minHeight: 36,
                        border: day === today ? `1px solid ${theme.palette.text.secondary}` : '1px solid transparent',
                        borderRadius: 1,
                        font: 'inherit',
                        fontSize: 14,
                        cursor: open && !disabled ? 'pointer' : 'default',
                        color: ends
                          ? theme.palette.primary.contrastText
                          : open
                            ? theme.palette.text.primary
                            : theme.palette.text.disabled,
                        textDecoration: open ? 'none' : 'line-through',
                        backgroundColor: ends
                          ? theme.palette.primary.main
                          : picked
                            ? alpha(theme.palette.primary.main, 0.18)
                            : 'transparent',
                        '&:hover': open && !disabled && !ends ? { backgroundColor: theme.palette.action.hover } : {},
                        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
                      })}
                    >
                      {Number(day.slice(8, 10))}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * 'dateRange': the nights of a stay on a month calendar (backoffice §2.5), two months side by side from sm up. Only
 * open nights of the rental the field depends on can be picked; without a rental every day is open. The value is
 * the list of nights; the check-out day (the day after the last night) is shown as text.
 */
export function DateRangeEditor({ field, id, value, onChange, error, values, ctx, disabled }: TEditorProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const today = todayIn(BUSINESS_TZ);
  const nights = nightsOfValue(value);
  const selection = selectionOf(value);
  const dependency = dependenciesOf(field)[0];
  const rawRental = dependency ? values[dependency] : null;
  const rentalId = typeof rawRental === 'number' && rawRental > 0 ? rawRental : null;

  const [firstMonth, setFirstMonth] = useState<TMonth>(() => monthOf(nights[0] ?? today));
  const [focused, setFocused] = useState(() => nights[0] ?? today);
  const months = wide ? [firstMonth, addMonths(firstMonth, 1)] : [firstMonth];
  const { known, loading, failed } = useAvailability(rentalId, ctx.id, months);

  // Without a rental every day is open; with one, a day is open once its month says so.
  const isSelectable = (day: string) => rentalId === null || known.get(day) === true;
  // A stay's nights in months not fetched yet are left to the server, which refuses a taken one with a 409.
  const isOpen = (day: string) => rentalId === null || known.get(day) !== false;
  const taken = rentalId === null ? [] : nights.filter((night) => known.get(night) === false);

  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useRef(false);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    buttons.current.get(focused)?.focus();
  });

  const showMonthOf = (day: string) => {
    const month = monthOf(day);
    const last = addMonths(firstMonth, months.length - 1);
    if (month < firstMonth) setFirstMonth(month);
    else if (month > last) setFirstMonth(addMonths(month, -(months.length - 1)));
  };

  const pick = (day: string) => {
    setFocused(day);
    if (disabled || !isSelectable(day)) return;
    const next = clickDay(selection, day, (d) => (d === day ? true : isOpen(d)));
    onChange(nightsOf(next));
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const target = movedFocus(day, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    setFocused(target);
    showMonthOf(target);
    focusAfterRender.current = true;
  };

  const moveMonths = (n: number) => {
    const month = addMonths(firstMonth, n);
    setFirstMonth(month);
    setFocused(firstDayOf(month));
  };

  const clear = () => onChange([]);
  const checkOut = checkOutOf(nights);
  const helperId = `${id}-helper`;
  const summaryId = `${id}-summary`;
  const nightCount = nights.length;

  return (
    <FormControl error={!!error} fullWidth component="fieldset" id={id}>
      <FormLabel component="legend" required={isRequired(field, ctx)} sx={{ mb: 1 }}>
        {field.title}
      </FormLabel>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Mês anterior" onClick={() => moveMonths(-1)} disabled={disabled}>
          <ChevronLeft />
        </IconButton>
        {loading && <CircularProgress size={20} aria-label="Carregando disponibilidade" />}
        <IconButton aria-label="Próximo mês" onClick={() => moveMonths(1)} disabled={disabled}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
        {months.map((month) => (
          <MonthGrid
            key={month}
            month={month}
            idPrefix={id}
            focused={monthOf(focused) === month ? focused : ''}
            selectionRole={(day) => dayRole(selection, day)}
            isSelectable={isSelectable}
            today={today}
            disabled={disabled}
            invalid={!!error}
            describedBy={error ? helperId : summaryId}
            onPick={pick}
            onKey={onKey}
            registerButton={(day, element) => {
              if (element) buttons.current.set(day, element);
              else buttons.current.delete(day);
            }}
          />
        ))}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
      >
        <Typography id={summaryId} aria-live="polite" sx={{ flex: 1 }}>
          {nightCount && checkOut ? (
            <>
              {`Entrada: ${formatDay(nights[0])} · Saída: ${formatDay(checkOut)} · `}
              {nightCount === 1 ? '1 diária' : `${nightCount} diárias`}
            </>
          ) : (
            'Clique na data de entrada e depois na última diária.'
          )}
        </Typography>
        {nightCount > 0 && (
          <Button onClick={clear} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
            Limpar datas
          </Button>
        )}
      </Stack>
      {taken.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {`Diárias indisponíveis nesta hospedagem: ${taken.map(formatDay).join(', ')}.`}
        </Alert>
      )}
      {failed && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Não foi possível consultar a disponibilidade desta hospedagem.
        </Alert>
      )}
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
