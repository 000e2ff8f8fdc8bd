import { roleView, ZRoleCreate, ZRoleUpdate } from '@estadia/shared';
import { ResourceListing } from '../../components/listing/resource-listing.tsx';
import { ResourceFormPage } from '../resource-form-page.tsx';

export function RoleListPage() {
  return <ResourceListing view={roleView} />;
}

export function RoleFormPage() {
  return <ResourceFormPage view={roleView} createSchema={ZRoleCreate} updateSchema={ZRoleUpdate} />;
}
