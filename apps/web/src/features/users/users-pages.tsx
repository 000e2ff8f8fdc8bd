import { userView, ZUserCreate, ZUserUpdate } from '@estadia/shared';
import { ResourceListing } from '../../components/listing/resource-listing.tsx';
import { ResourceFormPage } from '../resource-form-page.tsx';

export function UserListPage() {
  return <ResourceListing view={userView} />;
}

export function UserFormPage() {
  return <ResourceFormPage view={userView} createSchema={ZUserCreate} updateSchema={ZUserUpdate} />;
}
