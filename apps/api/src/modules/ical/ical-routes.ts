import { createHash, timingSafeEqual } from 'node:crypto';
import { addDays, todayIn } from '@estadia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import type { TDb } from '../../db/client.ts';
import { generateCalendarFeed } from '../../integrations/ical/ical-generate.ts';
import { feedStays, findFeedSource } from './ical-repository.ts';

/** Past stays kept in the feed: enough for a platform to see a stay that just ended, without years of history. */
export const FEED_PAST_DAYS = 90;

/** Hashing first makes the comparison constant-time whatever the lengths: the key's length is not leaked either. */
function sameKey(given: string, stored: string) {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/** The public iCal export read by Airbnb, Booking.com, VRBO… (the key in the query string never reaches our log). */
export function icalRoutes(app: FastifyInstance, deps: { db: TDb }) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/ical/generate/:id',
    {
      schema: {
        tags: ['ical'],
        operationId: 'generateIcal',
        security: [],
        params: z.object({ id: z.string().max(200) }),
        // Not strict: platforms may append their own cache-busting parameters.
        querystring: z.object({ key: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const key = request.query.key ?? '';
      const source = /^\d{1,9}$/.test(id) ? await findFeedSource(db, Number(id)) : null;
      // A wrong key and an unknown id answer alike: the URL reveals nothing without its secret.
      if (!source || !sameKey(key, source.feedKey)) throw AppError.notFound();
      const since = addDays(todayIn('America/Sao_Paulo'), -FEED_PAST_DAYS);
      const stays = await feedStays(db, source, since);
      const body = generateCalendarFeed({
        name: `${source.rentalName} (Estadia)`,
        events: stays.map((s) => ({
          uid: `${s.kind}-${s.id}@estadia`,
          startDay: s.startDay,
          endDay: s.endDay,
          summary: s.kind === 'order' ? 'Reservado' : 'Indisponível',
        })),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="estadia-${source.id}.ics"`)
        .send(body);
    },
  );
}
