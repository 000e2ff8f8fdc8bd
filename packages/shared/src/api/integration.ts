/** A block of nights imported from another platform's calendar (endDay exclusive: the check-out day). */
export interface TImportedBlock {
  id: number;
  uid: string;
  summary: string | null;
  startDay: string;
  endDay: string;
  /** Some of its nights were already a reservation's. */
  conflict: boolean;
}

/** GET /integrations/blocks: an integration's blocks, each with the reservations holding some of its nights. */
export interface TIntegrationBlock extends TImportedBlock {
  conflictingOrders: { id: number; code: string }[];
}
