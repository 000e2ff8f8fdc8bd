import { rentalView, ZRentalCreate, ZRentalUpdate } from '@estadia/shared';
import { ResourceListing } from '../../components/listing/resource-listing.tsx';
import { ResourceFormPage } from '../resource-form-page.tsx';

export function RentalListPage() {
  return <ResourceListing view={rentalView} />;
}

/** Stepped form (Dados, Preços, Fotos, Textos, Endereço) from the shared view. */
export function RentalFormPage() {
  return <ResourceFormPage view={rentalView} createSchema={ZRentalCreate} updateSchema={ZRentalUpdate} />;
}
