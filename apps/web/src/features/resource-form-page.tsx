import type { TResourceView } from '@estadia/shared';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { parseRouteId } from '../app/routes.ts';
import { ResourceForm } from '../components/form/resource-form.tsx';

interface TResourceFormPageProps {
  view: TResourceView;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
}

/** A resource's form route: new without an id, edit with one (the layout turns a malformed id into not-found). */
export function ResourceFormPage({ view, createSchema, updateSchema }: TResourceFormPageProps) {
  const id = parseRouteId(useParams().id) ?? undefined;
  // The key remounts the form when moving between records (or from a record to a new one).
  return <ResourceForm key={id ?? 'new'} view={view} createSchema={createSchema} updateSchema={updateSchema} id={id} />;
}
