/**
 * Re-creates the first form of the provider's 3-D Secure page in this document and submits it. The
 * page's own scripts never run here (the CSP forbids inline scripts), so only its form is used.
 * Returns false when there is no form to submit.
 */
export function submitProviderForm(html: string, target: Document = document): boolean {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const source = parsed.querySelector('form');
  if (!source) return false;
  const form = target.createElement('form');
  form.method = source.getAttribute('method') || 'post';
  form.action = source.getAttribute('action') ?? '';
  if (!form.action) return false;
  for (const input of Array.from(source.querySelectorAll('input[name]'))) {
    const copy = target.createElement('input');
    copy.type = 'hidden';
    copy.name = input.getAttribute('name') ?? '';
    copy.value = input.getAttribute('value') ?? '';
    form.append(copy);
  }
  form.hidden = true;
  target.body.append(form);
  form.submit();
  return true;
}
