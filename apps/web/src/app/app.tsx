import { useEffect, useState } from 'react';

/** Shell served by the API process until the back-office screens arrive; shows that the server answers. */
export function App() {
  const [status, setStatus] = useState('verificando…');
  useEffect(() => {
    fetch('/api/health')
      .then((res) => (res.ok ? 'no ar' : `erro ${res.status}`))
      .catch(() => 'Erro de conexão!')
      .then(setStatus);
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '64px auto', padding: 16 }}>
      <h1>Estadia</h1>
      <p>Gestão de hospedagens de curta temporada.</p>
      <p>
        API: <strong>{status}</strong> — documentação em <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
