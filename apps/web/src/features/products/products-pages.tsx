import { productView, ZProductCreate, ZProductUpdate } from '@estadia/shared';
import { ResourceListing } from '../../components/listing/resource-listing.tsx';
import { ResourceFormPage } from '../resource-form-page.tsx';

export function ProductListPage() {
  return <ResourceListing view={productView} />;
}

export function ProductFormPage() {
  return <ResourceFormPage view={productView} createSchema={ZProductCreate} updateSchema={ZProductUpdate} />;
}
