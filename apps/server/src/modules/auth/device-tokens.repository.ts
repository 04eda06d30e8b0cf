import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceTokens } from './auth.schema.js';

/** Queries of the push tokens devices register for their sessions (device_tokens). */
export const deviceTokensRepository = {
  async saveDeviceToken(
    db: Database,
    values: { familyId: string; userId: string; deviceToken: string; updatedAt: Date },
  ): Promise<void> {
    // A push token names one device: registered again (by a new session of it), it moves there.
    await db.delete(deviceTokens).where(eq(deviceTokens.deviceToken, values.deviceToken));
    await db
      .insert(deviceTokens)
      .values(values)
      .onConflictDoUpdate({
        target: deviceTokens.familyId,
        set: { deviceToken: values.deviceToken, updatedAt: values.updatedAt },
      });
  },

  async deviceTokensOf(db: Database, userId: string) {
    return db.select().from(deviceTokens).where(eq(deviceTokens.userId, userId));
  },
};
