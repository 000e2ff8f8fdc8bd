import { companyView, ZCompanyCreate, ZCompanyUpdate } from '@estadia/shared';
import { ResourceListing } from '../../components/listing/resource-listing.tsx';
import { ResourceFormPage } from '../resource-form-page.tsx';

export function CompanyListPage() {
  return <ResourceListing view={companyView} />;
}

export function CompanyFormPage() {
  return <ResourceFormPage view={companyView} createSchema={ZCompanyCreate} updateSchema={ZCompanyUpdate} />;
}
