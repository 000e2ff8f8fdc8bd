import { clientView, ZClientCreate, ZClientUpdate } from '@estadia/shared';
import { ResourceListing } from '../../components/listing/resource-listing.tsx';
import { ResourceFormPage } from '../resource-form-page.tsx';

export function ClientListPage() {
  return <ResourceListing view={clientView} />;
}

export function ClientFormPage() {
  return <ResourceFormPage view={clientView} createSchema={ZClientCreate} updateSchema={ZClientUpdate} />;
}
