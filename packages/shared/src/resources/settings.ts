import { z } from 'zod';
import { zBool, zText } from '../validation/zod-fields.ts';
import { type TResourceColumn, updateSchemaOf } from './resource-schema.ts';

/** The platform's single settings record (id 1): visual identity and public options. */
export const ZSettingsFields = z
  .object({
    logo: zText({ max: 500 }),
    visualIdentityColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida (use #RRGGBB)')
      .nullish(),
    footerText: zText({ max: 500 }),
    registrationEnabled: zBool({ default: false }),
  })
  .strict();
export const ZSettingsUpdate = updateSchemaOf(ZSettingsFields);
export const ZSettingsFilters = z.object({});

export const settingsColumns: TResourceColumn[] = [
  { key: 'id', title: 'ID', format: 'integer' },
  { key: 'visualIdentityColor', title: 'Cor da identidade visual' },
  { key: 'footerText', title: 'Texto do rodapé' },
  { key: 'registrationEnabled', title: 'Cadastro de empresas aberto', format: 'boolean' },
];
