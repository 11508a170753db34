/**
 * A plain, offline docs page: it reads /api/openapi.json in the browser and lists each operation.
 * (No third-party UI bundle, so it works on a LAN with no internet.)
 */
export function apiDocsPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>CareConnect API</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main><h1>CareConnect API</h1>
<p>The machine-readable OpenAPI 3.1 document is at <a href="/api/openapi.json">/api/openapi.json</a>.
Sign-in, sign-up, sign-out, e-mail verification and password reset are served under <code>/api/auth</code>.</p>
<div id="ops">Loading…</div></main><script src="/api/docs.js"></script></body></html>`;
}

export const docsScript = `fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
const el=document.getElementById('ops');el.textContent='';
for(const [path,ops] of Object.entries(doc.paths||{})){for(const [method,op] of Object.entries(ops)){
const s=document.createElement('section');const h=document.createElement('h2');
h.textContent=method.toUpperCase()+' /api'+path.replace(/^\\/api/,'');s.appendChild(h);
const p=document.createElement('p');p.textContent=op.summary||'';s.appendChild(p);
const pre=document.createElement('pre');pre.textContent=JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);
s.appendChild(pre);el.appendChild(s);}}});`;

export const docsCss = `body{font:18px/1.6 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
pre{background:#f5f5f4;padding:1rem;overflow:auto;font-size:14px}h2{font-size:1.2rem;margin-top:2rem}a{color:#0b5394}`;
