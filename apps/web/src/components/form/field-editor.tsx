import type { TEditorProps } from './editor-props.ts';
import { ArrayEditor } from './editors/array-editor.tsx';
import { BooleanEditor } from './editors/boolean-editor.tsx';
import { DateEditor } from './editors/date-editor.tsx';
import { DateRangeEditor } from './editors/date-range-editor.tsx';
import { GalleryEditor } from './editors/gallery-editor.tsx';
import { MultiSelectEditor } from './editors/multi-select-editor.tsx';
import { NumberEditor } from './editors/number-editor.tsx';
import { OneToOneEditor } from './editors/one-to-one-editor.tsx';
import { PasswordEditor } from './editors/password-editor.tsx';
import { PositionEditor } from './editors/position-editor.tsx';
import { PricesByDayEditor } from './editors/prices-by-day-editor.tsx';
import { SelectEditor } from './editors/select-editor.tsx';
import { StringEditor } from './editors/string-editor.tsx';
import { PermissionsEditor } from './permissions-editor.tsx';
import { PhotoEditor } from './photo-editor.tsx';

/** The editor of one field, by its type (backoffice §2.5). */
export function FieldEditor(props: TEditorProps) {
  const { field } = props;
  switch (field.type) {
    case 'string':
      return <StringEditor {...props} />;
    case 'boolean':
      return <BooleanEditor {...props} />;
    case 'options':
    case 'fk':
    case 'manytoonefk':
      return <SelectEditor {...props} />;
    case 'integer':
    case 'currency':
      return <NumberEditor {...props} />;
    case 'date':
    case 'datetime':
      return <DateEditor {...props} />;
    case 'password':
      return <PasswordEditor {...props} />;
    case 'photo':
      return <PhotoEditor {...props} />;
    case 'gallery':
      return <GalleryEditor {...props} />;
    case 'permissions':
      return <PermissionsEditor {...props} />;
    case 'manytomanyfk':
      // Chosen from another resource's list, or (with sub-properties) items typed in like a sub-list.
      return field.subProperties?.length ? <ArrayEditor {...props} /> : <MultiSelectEditor {...props} />;
    case 'array':
      return <ArrayEditor {...props} />;
    case 'onetoonefk':
      return <OneToOneEditor {...props} />;
    case 'position':
      return <PositionEditor {...props} />;
    case 'pricesByDay':
      return <PricesByDayEditor {...props} />;
    case 'dateRange':
      return <DateRangeEditor {...props} />;
  }
}
