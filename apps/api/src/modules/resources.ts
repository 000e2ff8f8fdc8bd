import { clientsResource } from './clients/clients-resource.ts';
import { companysResource } from './companys/companys-resource.ts';
import { holidaysResource } from './holidays/holidays-resource.ts';
import { integrationsResource } from './integrations/integrations-resource.ts';
import { ordersResource } from './orders/orders-resource.ts';
import { productsResource } from './products/products-resource.ts';
import { rentalsResource } from './rentals/rentals-resource.ts';
import { rolesResource } from './roles/roles-resource.ts';
import { settingsResource } from './settings/settings-resource.ts';
import { usersResource } from './users/users-resource.ts';

/** Every resource served by the generic machinery; a new one is a definition added here. */
export const RESOURCES = [
  companysResource,
  usersResource,
  rolesResource,
  clientsResource,
  settingsResource,
  integrationsResource,
  rentalsResource,
  productsResource,
  holidaysResource,
  ordersResource,
];
