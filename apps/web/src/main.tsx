import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Placeholder until the console shell lands: proves the build is served by the API server. */
function Placeholder() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 48 }}>
      <h1>管理后台 · Admin console</h1>
      <p>The API is running at /api. 接口已就绪。</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Placeholder />
    </StrictMode>,
  );
}
