import { html, type Html } from '../html.ts';
import { ADMIN_PATH } from '../layout.ts';

export function loginPanel(error?: string): Html {
  return html`<div class="login">
  <h1>Panel del equipo</h1>
  <p>Acceso privado de IA Academy: leads, conversiones, tráfico y el asistente.</p>
  ${error ? html`<p class="error" role="alert" id="login-error">${error}</p>` : ''}
  <form method="post" action="${ADMIN_PATH}/login">
    <label for="member">Tu nombre <span class="hint">(aparece en el historial de los leads)</span></label>
    <input id="member" name="member" autocomplete="name" maxlength="60">
    <label for="password">Contraseña</label>
    <input id="password" name="password" type="password" required autocomplete="current-password"${error ? html` aria-describedby="login-error" aria-invalid="true"` : ''}>
    <button type="submit">Entrar</button>
  </form>
</div>`;
}
