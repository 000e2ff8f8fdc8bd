import {
  INTEGRATION_LINK_COPIED,
  integrationView,
  type TIntegrationBlock,
  type TResourceView,
  ZIntegrationCreate,
  ZIntegrationUpdate,
} from '@estadia/shared';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../app/api-client.ts';
import { formatDateTime, formatDay } from '../../app/format.ts';
import { useSession } from '../../app/session-context.tsx';
import { useFeedback } from '../../components/feedback/feedback-provider.tsx';
import type { TRow } from '../../components/listing/format-value.ts';
import { InlineFormScreen } from '../../components/listing/inline-form-screen.tsx';
import { canChangeRow } from '../../components/listing/listing-permissions.ts';
import { copyOrShow } from '../../components/listing/open-page.ts';
import type { TRowAction } from '../../components/listing/resource-listing.tsx';
import { listingQueryKey } from '../../components/listing/use-listing-data.ts';

/** Spec §9: the link-copy snackbar stays 12 s (the host switches to the other site to paste it). */
const LINK_COPY_SNACKBAR_MS = 12_000;

const blocksKey = (id: unknown) => ['integration-blocks', String(id)] as const;

/** The public iCal address of an integration's feed; the key is the secret that makes it unguessable. */
export function feedUrl(origin: string, row: TRow) {
  return `${origin}/api/ical/generate/${row.id}?key=${encodeURIComponent(String(row.feedKey ?? ''))}`;
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);
const failedStatus = (value: unknown) => typeof value === 'number' && (value < 200 || value > 299);

/** Sync problems in red: conflicts, an HTTP status other than 2xx, the error text (whole in the tooltip). */
function renderHealthCell(columnKey: string, row: TRow) {
  const value = row[columnKey];
  if (columnKey === 'conflicts' && count(value) > 0) {
    return (
      <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 700 }}>
        {count(value)}
      </Typography>
    );
  }
  if (columnKey === 'lastHttpStatus' && failedStatus(value)) {
    return (
      <Typography component="span" variant="body2" color="error">
        {String(value)}
      </Typography>
    );
  }
  if (columnKey === 'lastSyncAt' && !value) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        Aguardando
      </Typography>
    );
  }
  // A failed last attempt shows at the start of the row too: the error column may sit past the screen's edge.
  if (columnKey === 'lastSyncAt' && typeof row.lastError === 'string' && row.lastError) {
    return (
      <Typography
        component="span"
        variant="body2"
        color="error"
        title={row.lastError}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ErrorOutlineIcon fontSize="inherit" aria-label="Falhou" />
        {formatDateTime(String(value))}
      </Typography>
    );
  }
  if (columnKey === 'lastError' && typeof value === 'string' && value) {
    return (
      <Typography component="span" variant="body2" color="error" title={value}>
        {value}
      </Typography>
    );
  }
  return undefined;
}

function nightsText(block: TIntegrationBlock) {
  const nights = Math.round((Date.parse(block.endDay) - Date.parse(block.startDay)) / 86_400_000);
  return `${formatDay(block.startDay)} a ${formatDay(block.endDay)} (${nights} ${nights === 1 ? 'noite' : 'noites'})`;
}

/** The details drawer's part: the feed address and the blocks imported from the integration's iCal link. */
function IntegrationDetails({ row }: { row: TRow }) {
  const { notify } = useFeedback();
  const { data, isPending, isError } = useQuery({
    queryKey: blocksKey(row.id),
    queryFn: () => api.get<TIntegrationBlock[]>('/integrations/blocks', { id: String(row.id) }),
    retry: false,
  });
  const link = feedUrl(window.location.origin, row);
  const blocks = data ?? [];
  const conflicts = blocks.filter((block) => block.conflict).length;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Link do calendário (exportação)
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all', my: 1 }}>
          {link}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyFeedLink(row, notify)}
        >
          Copiar link
        </Button>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Bloqueios importados{data ? ` (${blocks.length})` : ''}
        </Typography>
        {isPending && <CircularProgress size={24} aria-label="Carregando os bloqueios" />}
        {isError && <Alert severity="error">Não foi possível carregar os bloqueios.</Alert>}
        {data && conflicts > 0 && (
          <Alert severity="error" sx={{ my: 1 }}>
            {conflicts === 1
              ? '1 bloqueio coincide com uma reserva existente: a reserva foi mantida e só as noites livres foram bloqueadas.'
              : `${conflicts} bloqueios coincidem com reservas existentes: as reservas foram mantidas e só as noites livres foram bloqueadas.`}
          </Alert>
        )}
        {data && blocks.length === 0 && <Typography color="text.secondary">Nenhum bloqueio importado.</Typography>}
        {blocks.length > 0 && (
          <Box component="ul" aria-label="Bloqueios importados" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {blocks.map((block) => (
              <Box
                component="li"
                key={block.id}
                data-testid="imported-block"
                data-conflict={block.conflict || undefined}
                sx={{
                  py: 1,
                  px: 1.5,
                  my: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: block.conflict ? 'error.main' : 'divider',
                  bgcolor: block.conflict ? 'error.light' : undefined,
                  color: block.conflict ? 'error.contrastText' : undefined,
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {nightsText(block)}
                  </Typography>
                  {block.conflict && <Chip size="small" color="error" label="Conflito" />}
                </Box>
                {block.summary && <Typography variant="body2">{block.summary}</Typography>}
                {block.conflict && block.conflictingOrders.length > 0 && (
                  <Typography variant="body2">
                    Coincide com {block.conflictingOrders.length === 1 ? 'a reserva' : 'as reservas'}{' '}
                    {block.conflictingOrders.map((order) => order.code).join(', ')}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

type TNotify = ReturnType<typeof useFeedback>['notify'];

/** Copies the feed address; without clipboard access it opens in a new window to be copied by hand (§2.4). */
async function copyFeedLink(row: TRow, notify: TNotify) {
  const outcome = await copyOrShow(
    `Link do calendário: ${String(row.name ?? '')}`,
    feedUrl(window.location.origin, row),
  );
  if (outcome === 'copied') notify(INTEGRATION_LINK_COPIED, { severity: 'success', duration: LINK_COPY_SNACKBAR_MS });
  else if (outcome === 'blocked') notify('Permita janelas pop-up neste site para continuar.', { severity: 'warning' });
}

function syncOutcome(row: TRow): { text: string; severity: 'success' | 'warning' | 'error' } {
  if (typeof row.lastError === 'string' && row.lastError) {
    return { text: `Falha na sincronização: ${row.lastError}`, severity: 'error' };
  }
  const read = count(row.lastEventsRead);
  const conflicts = count(row.conflicts);
  const events = `${read} ${read === 1 ? 'evento lido' : 'eventos lidos'}`;
  if (conflicts > 0) {
    const clash = conflicts === 1 ? '1 conflito com reservas' : `${conflicts} conflitos com reservas`;
    return { text: `Sincronizado: ${events}, ${clash}.`, severity: 'warning' };
  }
  return { text: `Sincronizado: ${events}.`, severity: 'success' };
}

function useIntegrationActions(view: TResourceView): TRowAction[] {
  const session = useSession();
  const { notify, showError, confirm, track } = useFeedback();
  const queryClient = useQueryClient();
  const canUpdate = session.can('INTEGRATION:UPDATE');

  return useMemo(() => {
    const refresh = async (row: TRow) => {
      await queryClient.invalidateQueries({ queryKey: listingQueryKey(view.resource) });
      await queryClient.invalidateQueries({ queryKey: blocksKey(row.id) });
    };
    const fail = (failure: unknown) => showError(failure instanceof Error ? failure.message : undefined);
    const changeable = (row: TRow) => canUpdate && canChangeRow(row, session);

    return [
      {
        label: 'Copiar link do calendário',
        icon: <ContentCopyIcon fontSize="small" />,
        onClick: (row) => void copyFeedLink(row, notify),
        show: (row) => !!row.feedKey,
      },
      {
        label: 'Sincronizar agora',
        icon: <SyncIcon fontSize="small" />,
        show: changeable,
        onClick: async (row) => {
          try {
            const synced = await track(api.post<TRow>('/integrations/syncNow', undefined, { id: String(row.id) }));
            const { text, severity } = syncOutcome(synced);
            notify(text, { severity });
            await refresh(row);
          } catch (failure) {
            fail(failure);
          }
        },
      },
      {
        label: 'Gerar novo link',
        icon: <AddLinkIcon fontSize="small" />,
        show: changeable,
        onClick: async (row) => {
          const sure = await confirm(
            'Gerar um novo link do calendário? O link atual deixará de funcionar: cole o novo link em todos os sites ' +
              'que recebem este calendário (Airbnb, Booking.com, VRBO…), senão eles deixam de ver as suas reservas.',
          );
          if (!sure) return;
          try {
            await track(api.post<TRow>('/integrations/regenerateFeedKey', undefined, { id: String(row.id) }));
            notify('Novo link gerado. O link anterior não funciona mais: copie o novo e cole-o nos sites de destino.', {
              severity: 'success',
            });
            await refresh(row);
          } catch (failure) {
            fail(failure);
          }
        },
      },
    ];
  }, [canUpdate, session, notify, showError, confirm, track, queryClient, view.resource]);
}

/**
 * Integrations: one screen with the inline form (name, lodging, iCal link) above the list, which shows each
 * calendar's sync health and offers copying the feed link, syncing now and a new link (spec §2.4, issue 4).
 */
export function IntegrationsPage() {
  const rowActions = useIntegrationActions(integrationView);
  const renderDetails = useCallback((row: TRow) => <IntegrationDetails row={row} />, []);
  return (
    <InlineFormScreen
      view={integrationView}
      createSchema={ZIntegrationCreate}
      updateSchema={ZIntegrationUpdate}
      newTitle="Nova integração"
      rowActions={rowActions}
      renderCell={renderHealthCell}
      renderDetails={renderDetails}
    />
  );
}
