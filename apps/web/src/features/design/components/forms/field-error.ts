/** The message of `field`, or of its first element (`goal_ids.3`) when the server named one. */
export function fieldError(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field] !== undefined) return errors[field];
  const prefix = `${field}.`;
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) return message;
  }
  return undefined;
}
