/** HTML-escapes text for element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A whole page holding one form that submits itself on load (with a button when scripts are off). */
export function autoSubmitPage(options: {
  title: string;
  action: string;
  method: 'get' | 'post';
  fields?: Record<string, string>;
}): string {
  const inputs = Object.entries(options.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head>
<body onload="document.forms[0].submit()">
<form id="iyzico-3ds-form" method="${options.method}" action="${escapeHtml(options.action)}">${inputs}<noscript><button type="submit">Devam</button></noscript></form>
<script>document.getElementById('iyzico-3ds-form').submit();</script>
</body></html>`;
}

/** The emulated bank's 3-D Secure page: amount, masked card, a 6-digit OTP field and the test code. */
export function bankPage(options: {
  action: string;
  amount: string;
  currency: string;
  lastFourDigits: string;
  error?: string;
}): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3D Secure Doğrulama</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#1f2937}
.box{border:1px solid #d1d5db;border-radius:8px;padding:20px}.error{color:#b91c1c}.hint{color:#6b7280;font-size:14px}
input{font-size:20px;letter-spacing:4px;width:10ch;padding:6px}button{font-size:16px;padding:8px 20px;margin-left:8px}</style>
</head><body><div class="box">
<h1>Sanal Banka — 3D Secure</h1>
<p>Tutar: <strong>${escapeHtml(options.amount)} ${escapeHtml(options.currency)}</strong></p>
<p>Kart: **** **** **** ${escapeHtml(options.lastFourDigits)}</p>
<p>Cep telefonunuza gönderilen 6 haneli doğrulama kodunu girin.</p>
${error}<form method="post" action="${escapeHtml(options.action)}">
<label for="otp">Doğrulama kodu</label><br>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" pattern="\\d{6}" maxlength="6" required autofocus>
<button type="submit">Onayla</button>
</form>
<p class="hint">Test kodu: 283126 (herhangi 6 hane kabul edilir)</p>
</div></body></html>`;
}
