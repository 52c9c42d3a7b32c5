const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text placed into HTML (mail bodies, the demo mailbox) never becomes markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
