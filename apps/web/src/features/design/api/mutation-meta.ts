/**
 * The statuses the design screen explains itself (the form shows 422 per field, a toast the
 * rest); 401 and 403 stay with the generic handling (app/query-client.ts).
 */
export const DESIGN_HANDLED_STATUSES = [404, 409, 422, 500, 502, 503, 504] as const;
