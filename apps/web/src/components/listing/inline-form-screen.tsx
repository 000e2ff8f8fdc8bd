import type { TResourceView } from '@estadia/shared';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import type { z } from 'zod';
import { useSession } from '../../app/session-context.tsx';
import { ResourceForm } from '../form/resource-form.tsx';
import type { TRow } from './format-value.ts';
import { canDo } from './listing-permissions.ts';
import { ResourceListing, type TResourceListingProps } from './resource-listing.tsx';

export interface TInlineFormScreenProps
  extends Pick<TResourceListingProps, 'rowActions' | 'renderCell' | 'renderDetails'> {
  view: TResourceView;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** Heading of the form while it creates ('Novo feriado', 'Nova integração': the gender is the noun's). */
  newTitle: string;
  /** Between the form and the list (the holidays' national import). */
  children?: ReactNode;
}

interface TEditing {
  id?: number;
  label?: string;
  /** A new value remounts the form: after a save or 'Cancelar' it starts over empty. */
  generation: number;
}

/**
 * A single screen with the inline form above the list (spec §2.4, holidays and integrations): the form creates, or
 * edits the row whose 'Editar' was chosen; after saving it starts over and the list shows the change.
 */
export function InlineFormScreen(props: TInlineFormScreenProps) {
  const { view, createSchema, updateSchema, newTitle, children, ...listing } = props;
  const session = useSession();
  const [editing, setEditing] = useState<TEditing>({ generation: 0 });
  const heading = useRef<HTMLHeadingElement>(null);
  const canCreate = canDo(view, session, 'CREATE');
  const headingId = `inline-form-${view.resource}-title`;

  const startOver = () => setEditing((current) => ({ generation: current.generation + 1 }));
  const edit = (row: TRow) => {
    setEditing((current) => ({
      id: Number(row.id),
      label: String(row[view.labelKey] ?? row.id ?? ''),
      generation: current.generation + 1,
    }));
    // The form sits above the list: bring it into view and move keyboard and screen-reader focus to it.
    requestAnimationFrame(() => {
      heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      heading.current?.focus({ preventScroll: true });
    });
  };

  const showForm = editing.id !== undefined || canCreate;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {showForm && (
        <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={headingId} ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 2 }}>
            {editing.id === undefined ? newTitle : `Editar: ${editing.label}`}
          </Typography>
          <ResourceForm
            key={`${editing.id ?? 'new'}-${editing.generation}`}
            view={view}
            createSchema={createSchema}
            updateSchema={updateSchema}
            id={editing.id}
            onClose={startOver}
          />
        </Paper>
      )}
      {children}
      <ResourceListing view={view} embedded onEdit={edit} {...listing} />
    </Stack>
  );
}
