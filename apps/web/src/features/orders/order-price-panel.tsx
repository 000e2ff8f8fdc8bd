import type { TPriceQuote } from '@estadia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../app/api-client.ts';
import { formatDay, formatMoney } from '../../app/format.ts';
import { nightsOfValue } from '../../components/form/date-range.ts';
import { isRequired, type TEditorProps } from '../../components/form/editor-props.ts';
import { NumberEditor } from '../../components/form/editors/number-editor.tsx';
import { panelTotals, quoteKey, valuesDailyOf } from './order-prices.ts';

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });
// 'qua 25/11': short enough for a phone's half-width input; the full dates are in the calendar's summary.
const nightLabel = (day: string) =>
  `${weekday.format(new Date(`${day}T00:00:00Z`)).replace('.', '')} ${formatDay(day).slice(0, 5)}`;
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

const productIdsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [])
    .map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : item))
    .filter((id): id is number => typeof id === 'number')
    .sort((a, b) => a - b);

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    // A div around each dt/dd pair is valid inside a dl; a rule above the total is its border, not an hr.
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        gap: 2,
        ...(strong && { borderTop: 1, borderColor: 'divider', pt: 0.75 }),
      }}
    >
      <Typography variant={variant} component="dt" sx={{ fontWeight: strong ? 600 : undefined }}>
        {label}
      </Typography>
      <Typography
        variant={variant}
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The order's price panel, the editor of `valuesDaily` (backoffice §4: prices are recalculated whenever the rental
 * or the days change). The quote fills one price per night, which the host may adjust; products total, service fee
 * and total follow. A stored order keeps its adjusted prices until its rental or nights change.
 */
export function OrderPricePanel(props: TEditorProps) {
  const { field, id, value, onChange, errors, values, ctx } = props;
  const nights = nightsOfValue(values.days);
  const rentalId = typeof values.rentalId === 'number' && values.rentalId > 0 ? values.rentalId : null;
  const productIds = productIdsOf(values.products);
  const key = quoteKey(rentalId, nights);
  const valuesDaily = valuesDailyOf(value);

  const quote = useQuery({
    queryKey: ['reservation-quote', rentalId, nights, productIds],
    queryFn: () =>
      api.get<TPriceQuote>('/reservation/calcReservationPrices', { rentalId, days: nights, productsIds: productIds }),
    enabled: key !== null,
    // The old figures stay on screen while the new ones are asked for.
    placeholderData: keepPreviousData,
  });
  // The fee percentage lets the panel follow adjusted nights; a user who may not read rentals sees the quote's.
  const rental = useQuery({
    queryKey: ['rental-fee', rentalId],
    queryFn: () => api.get<{ tax: number }>(`/rentals/${rentalId}`),
    enabled: rentalId !== null,
    retry: false,
    staleTime: 60_000,
  });

  // The nights the current values were filled for: a loaded order's own values count as filled for its nights.
  const filledFor = useRef(ctx.mode === 'edit' && valuesDaily.length === nights.length ? key : null);
  const data = quote.data;
  const fresh =
    data && !quote.isPlaceholderData && data.pricesByDay.map((night) => night.date).join(',') === nights.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the quote's nights change, not on each render
  useEffect(() => {
    if (key === null) {
      filledFor.current = null;
      if (valuesDaily.length) onChange([]);
      return;
    }
    if (!fresh || !data || filledFor.current === key) return;
    filledFor.current = key;
    onChange(data.pricesByDay.map((night) => night.price));
  }, [key, fresh, data]);

  const ownError = errors[field.property];
  const helperId = `${id}-helper`;
  const ready = key !== null && data && valuesDaily.length === nights.length;
  const tax = typeof rental.data?.tax === 'number' ? rental.data.tax : null;
  const totals = ready && data ? panelTotals(valuesDaily, data, tax) : null;

  return (
    <FormControl error={!!ownError} fullWidth component="fieldset" id={id}>
      <FormLabel component="legend" required={isRequired(field, ctx)} sx={{ mb: 1 }}>
        {field.title}
      </FormLabel>
      {key === null ? (
        <Typography color="text.secondary">Escolha a hospedagem e as diárias para ver os valores.</Typography>
      ) : quote.isError && !data ? (
        <Alert severity="error">{`Não foi possível calcular os valores: ${quote.error.message}`}</Alert>
      ) : !ready || !totals ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>Calculando valores…</Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Grid container spacing={2}>
            {nights.map((night, index) => (
              <Grid key={night} size={{ xs: 6, sm: 4, md: 3 }}>
                <NumberEditor
                  {...props}
                  field={{ property: `${field.property}.${index}`, title: nightLabel(night), type: 'currency' }}
                  id={`${id}-${index}`}
                  value={valuesDaily[index] ?? 0}
                  error={errors[`${field.property}.${index}`]}
                  onChange={(cents) =>
                    onChange(valuesDaily.map((old, i) => (i === index ? (typeof cents === 'number' ? cents : 0) : old)))
                  }
                />
              </Grid>
            ))}
          </Grid>
          <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }} aria-live="polite">
              <Line
                label={nights.length === 1 ? 'Diárias (1 noite)' : `Diárias (${nights.length} noites)`}
                value={formatMoney(totals.dailysTotalPrice)}
              />
              <Line label="Produtos" value={formatMoney(totals.productsTotalPrice)} />
              <Line
                label={tax === null ? 'Taxa de serviço' : `Taxa de serviço (${percent.format(tax)}%)`}
                value={totals.taxValue === null ? 'calculada ao salvar' : formatMoney(totals.taxValue)}
              />
              <Line
                label="Total"
                value={totals.totalPrice === null ? 'calculado ao salvar' : formatMoney(totals.totalPrice)}
                strong
              />
            </Box>
          </Paper>
          {quote.isFetching && (
            <Typography variant="caption" color="text.secondary">
              Atualizando valores…
            </Typography>
          )}
        </Stack>
      )}
      {ownError && <FormHelperText id={helperId}>{ownError}</FormHelperText>}
    </FormControl>
  );
}
