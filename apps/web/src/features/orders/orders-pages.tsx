import { orderView, ZOrderCreate, ZOrderUpdate } from '@estadia/shared';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { parseRouteId } from '../../app/routes.ts';
import type { TCustomEditors } from '../../components/form/field-list.tsx';
import { ResourceForm } from '../../components/form/resource-form.tsx';
import { ResourceListing } from '../../components/listing/resource-listing.tsx';
import { orderPrefill } from './order-prefill.ts';
import { OrderPricePanel } from './order-price-panel.tsx';

const EDITORS: TCustomEditors = { valuesDaily: OrderPricePanel };

export function OrderListPage() {
  return <ResourceListing view={orderView} />;
}

/** The reservation form: the generic form with the price panel; `days` and `rentalId` in the query pre-fill a new one. */
export function OrderFormPage() {
  const id = parseRouteId(useParams().id) ?? undefined;
  const [search] = useSearchParams();
  const query = search.toString();
  const prefill = useMemo(() => orderPrefill(new URLSearchParams(query)), [query]);
  // The key remounts the form when moving between records, or to a new one from another calendar date.
  return (
    <ResourceForm
      key={id ?? `new?${query}`}
      view={orderView}
      createSchema={ZOrderCreate}
      updateSchema={ZOrderUpdate}
      id={id}
      prefill={id === undefined ? prefill : undefined}
      editors={EDITORS}
    />
  );
}
