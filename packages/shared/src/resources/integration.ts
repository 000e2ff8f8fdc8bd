import { z } from 'zod';
import { MSG } from '../validation/messages.ts';
import { zId, zText } from '../validation/zod-fields.ts';
import { companyField, type TResourceView } from './field-descriptor.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId } from './resource-schema.ts';

export const ICAL_LINK_MESSAGE = 'Link inválido: informe o endereço http(s) do calendário iCal';

// Shared code has no URL class (no DOM or Node types): a scheme, a host and no spaces.
const isHttpUrl = (v: string) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v);

export const ZIntegrationCreate = z
  .object({
    name: zText({ required: true }),
    rentalId: zId({ required: true }),
    icalLink: zText({ required: true, max: 2000 }).refine((v) => v == null || isHttpUrl(v), ICAL_LINK_MESSAGE),
    companyId: zId(),
  })
  .strict();
export const ZIntegrationUpdate = updateSchemaOf(ZIntegrationCreate);
export type TIntegrationCreate = z.infer<typeof ZIntegrationCreate>;

export const ZIntegrationFilters = z.object({ companyId: zFilterId });

/** The calls on one integration: sync now, regenerate the feed key. */
export const ZIntegrationIdQuery = z.object({
  id: z.coerce.number({ error: MSG.invalid }).int().positive(MSG.invalid),
});

export const INTEGRATION_LINK_COPIED = 'Link copiado para a área de transferência, cole-o no website de destino.';

export const integrationView: TResourceView = {
  resource: 'integrations',
  permission: 'INTEGRATION',
  title: 'Integrações',
  singularTitle: 'Integração',
  listRoute: '/settings/integrations',
  formRoute: '/settings/integrations',
  labelKey: 'name',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'name', title: 'Nome', sortable: true },
    { key: 'rentalName', title: 'Hospedagem', sortable: true },
    { key: 'icalLink', title: 'Link iCal importado', hiddenByDefault: true },
    // Sync health, the conflicts first: the row must show a problem without scrolling sideways.
    { key: 'conflicts', title: 'Conflitos', format: 'integer' },
    { key: 'lastSyncAt', title: 'Última tentativa', format: 'datetime', sortable: true },
    { key: 'lastSuccessAt', title: 'Último sucesso', format: 'datetime', sortable: true },
    { key: 'lastHttpStatus', title: 'HTTP', format: 'integer' },
    { key: 'lastEventsRead', title: 'Eventos lidos', format: 'integer' },
    { key: 'lastError', title: 'Erro' },
    { key: 'companyName', title: 'Empresa', sortable: true, adminOnly: true },
  ],
  filters: [companyField()],
  fields: [
    { property: 'name', title: 'Nome', type: 'string', required: true },
    {
      property: 'rentalId',
      title: 'Hospedagem',
      type: 'fk',
      required: true,
      listingForSelect: { resource: 'rentals', labelKey: 'name' },
      dependsOnOtherProp: 'companyId',
    },
    { property: 'icalLink', title: 'Link iCal (Airbnb, Booking.com, VRBO…)', type: 'string', required: true },
    companyField({ required: true }),
  ],
};

export const integrationColumns: TResourceColumn[] = integrationView.columns;
