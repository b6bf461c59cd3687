// Starts Swagger UI on the console's OpenAPI document. A file rather than an inline script, so the
// page keeps the console's Content-Security-Policy (script-src 'self').
window.addEventListener('load', () => {
  window.SwaggerUIBundle({
    // A token given to the page in its query signs the document's request in the same way.
    url: `/api/openapi.json${window.location.search}`,
    dom_id: '#docs',
    layout: 'BaseLayout',
    presets: [window.SwaggerUIBundle.presets.apis],
    deepLinking: true,
    // Shows x-permission, x-mutates, x-sensitive and x-scope on each operation.
    showExtensions: true,
    // The default sends the document to an outside validator service.
    validatorUrl: null,
  });
});
