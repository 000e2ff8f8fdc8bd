import { clientsResource } from './clients/clients-resource.ts';
import { companysResource } from './companys/companys-resource.ts';
import { integrationsResource } from './integrations/integrations-resource.ts';
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
];
